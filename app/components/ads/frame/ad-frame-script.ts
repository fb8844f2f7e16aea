import type { SiteConfig } from "#app/config/site.schema.ts";
import { escapeAttribute } from "#app/lib/html.ts";
import { type AdSource, adSourceFromQuery } from "../ad-frame.ts";
import { withBannerId } from "../banner-id.ts";

/** The frame's global object (`window` in the browser; a jsdom window in tests). */
export type AdFrameWindow = Window & typeof globalThis;

/**
 * What the frame's document tells its script: the configured ad URLs, written as data attributes
 * of the script element (`bannerScriptUrl` as `data-banner-script-url`), so the frame needs no
 * inline script.
 */
export type AdFrameSettings = Pick<SiteConfig["ads"], "bannerScriptUrl" | "extraScriptUrl">;

/** The settings in the frame script's data attributes; undefined if one is missing. */
function readAdFrameSettings(dataset: DOMStringMap): AdFrameSettings | undefined {
  const { bannerScriptUrl, extraScriptUrl } = dataset;
  return bannerScriptUrl && extraScriptUrl ? { bannerScriptUrl, extraScriptUrl } : undefined;
}

/** The script that shows `ad`: the network's script for its banner, or the extra ad script. */
function adScriptUrl(ad: AdSource, settings: AdFrameSettings): string {
  return ad === "extra-script"
    ? settings.extraScriptUrl
    : withBannerId(settings.bannerScriptUrl, ad.bannerId);
}

/**
 * Whether the document runs in an opaque origin ("null"), as in an ad slot's frame, sandboxed
 * without `allow-same-origin`. Anywhere else (the URL opened directly, or framed with
 * `allow-same-origin`) the ad would share the site's origin and could drop its own sandbox.
 */
function isOpaqueOrigin(origin: string): boolean {
  return origin === "null";
}

/**
 * Keeps what the ad's code throws in its frame: the network's to fix, so a warning for the site's
 * developer ("Ad script error: ..."), not an uncaught error of the site's.
 */
function keepAdErrorsInFrame(frame: AdFrameWindow): void {
  frame.addEventListener("error", (event) => {
    event.preventDefault();
    frame.console.warn("Ad script error:", event.message);
  });
  frame.addEventListener("unhandledrejection", (event) => {
    event.preventDefault();
    frame.console.warn("Ad script error:", event.reason);
  });
}

/** Transparent and flush, so that the slot's labelled placeholder shows until the ad covers it. */
function fitToSlot(document: Document): void {
  for (const element of [document.documentElement, document.body]) {
    element.style.margin = "0";
    element.style.overflow = "hidden";
    element.style.background = "transparent";
  }
  document.body.style.display = "flex";
  document.body.style.flexDirection = "column";
  document.body.style.alignItems = "center";
}

/**
 * Loads the ad the frame's URL asks for, with the settings of `script` (the frame's own script
 * element), while the frame's document is still being parsed. Loads nothing outside an opaque
 * origin, or when the URL names no valid ad.
 */
export function runAdFrame(frame: AdFrameWindow, script: HTMLOrSVGScriptElement | null): void {
  if (!isOpaqueOrigin(frame.origin) || !script) return;
  const settings = readAdFrameSettings(script.dataset);
  const ad = adSourceFromQuery(frame.location.search);
  if (!settings || !ad) return;
  keepAdErrorsInFrame(frame);
  fitToSlot(frame.document);
  // Written into the document being parsed, so that ad tags which use document.write work.
  const src = escapeAttribute(adScriptUrl(ad, settings));
  frame.document.write(`<script src="${src}"></script>`);
}
