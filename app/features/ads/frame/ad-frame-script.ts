import {
  type AdContext,
  adPlacementFromQuery,
  type AdSource,
  adSourceFromQuery,
} from "../ad-frame.ts";
import { type AdState, type AdStateMessage, noFillAfterMs } from "../ad-state.ts";
import { withBannerId } from "../banner-id.ts";
import { installStorageShims } from "./storage-shims.ts";

/** The frame's global object (`window` in the browser; a jsdom window in tests). */
export type AdFrameWindow = Window & typeof globalThis & { adContext?: Readonly<AdContext> };

/**
 * What the frame's document tells its script: the ad network's tag for a banner and the extra
 * slot's tag (HTML, a short-form script URL already turned into a `<script src>`), written as data
 * attributes of the script element (`bannerTag` as `data-banner-tag`), so the frame needs no
 * inline script.
 */
export interface AdFrameSettings {
  bannerTag: string;
  extraTag: string;
}

/** The settings in the frame script's data attributes; undefined if one is missing. */
function readAdFrameSettings(dataset: DOMStringMap): AdFrameSettings | undefined {
  const { bannerTag, extraTag } = dataset;
  return bannerTag && extraTag ? { bannerTag, extraTag } : undefined;
}

/** The HTML that shows `ad`: the network's tag for its banner, or the extra slot's tag. */
function adTag(ad: AdSource, settings: AdFrameSettings): string {
  return ad === "extra-script" ? settings.extraTag : withBannerId(settings.bannerTag, ad.bannerId);
}

/**
 * Whether the frame is a slot's, isolated from the page: framed, and unable to reach its parent,
 * because it runs in an opaque origin (sandboxed without `allow-same-origin`) or in an origin of
 * its own (`ads.frameOrigin`). Opened directly, or framed in the site's own origin with
 * `allow-same-origin`, the ad would share the site's origin and could drop its own sandbox.
 */
function isIsolatedFrame(frame: AdFrameWindow): boolean {
  if (frame.parent === frame) return false;
  try {
    // Reading a cross-origin parent's document throws a SecurityError.
    return frame.parent.document === undefined;
  } catch {
    return true;
  }
}

/** Tells the page (the slot's parent) how the ad is doing, for the ad inspector. */
type StateReporter = (state: AdState) => void;

/** A reporter that also remembers the last state it sent, so that "no-fill" never hides another. */
function stateReporter(frame: AdFrameWindow) {
  let last: AdState | undefined;
  const report: StateReporter = (state) => {
    last = state;
    const message: AdStateMessage = { adFrameState: state };
    // The state is no secret, and an opaque frame cannot name the page's origin.
    frame.parent.postMessage(message, "*");
  };
  return { report, last: () => last };
}

/**
 * Keeps what the ad's code throws in its frame: the network's to fix, so a warning for the site's
 * developer ("Ad script error: ..."), not an uncaught error of the site's. A script of the ad
 * that throws or fails to load is reported as "failed".
 */
function keepAdErrorsInFrame(frame: AdFrameWindow, reportState: StateReporter): void {
  frame.addEventListener("error", (event) => {
    event.preventDefault();
    frame.console.warn("Ad script error:", event.message);
    reportState("failed");
  });
  frame.addEventListener("unhandledrejection", (event) => {
    event.preventDefault();
    frame.console.warn("Ad script error:", event.reason);
    reportState("failed");
  });
  // A script element that fails to load fires an error event that does not bubble: capture it.
  frame.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof frame.HTMLScriptElement) reportState("failed");
    },
    true,
  );
}

/**
 * Reports "filled" once the ad has drawn something with a height, or "no-fill" if it is still
 * loading (neither drawn nor failed) after `noFillAfterMs`. The height is measured whenever the ad
 * changes the document or something in it loads, not by a ResizeObserver: browsers skip rendering
 * a cross-origin frame that is off screen (a slot the visitor has scrolled past), and with it
 * every resize observation, so an ad drawn there would count as no fill.
 */
function watchForFill(frame: AdFrameWindow, { report, last }: ReturnType<typeof stateReporter>) {
  const { document } = frame;
  const { body } = document;
  const hasDrawn = () => body.getBoundingClientRect().height > 0;
  const stop = () => {
    mutations.disconnect();
    document.removeEventListener("load", onChange, true);
    frame.clearTimeout(noFill);
  };
  const onChange = () => {
    if (!hasDrawn()) return;
    stop();
    report("filled");
  };
  const mutations = new frame.MutationObserver(onChange);
  mutations.observe(body, { childList: true, subtree: true, attributes: true });
  // Images, frames and stylesheets of the ad give it its size when they load; their load events
  // neither bubble nor reach the window, so the document catches them on the way down.
  document.addEventListener("load", onChange, true);
  const noFill = frame.setTimeout(() => {
    stop();
    if (hasDrawn()) report("filled");
    else if (last() === "loading") report("no-fill");
  }, noFillAfterMs);
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
 * element), while the frame's document is still being parsed. Loads nothing outside a slot's
 * isolated frame, or when the URL names no valid ad.
 */
export function runAdFrame(frame: AdFrameWindow, script: HTMLOrSVGScriptElement | null): void {
  if (!script || !isIsolatedFrame(frame)) return;
  const settings = readAdFrameSettings(script.dataset);
  const ad = adSourceFromQuery(frame.location.search);
  if (!settings || !ad) return;
  const states = stateReporter(frame);
  keepAdErrorsInFrame(frame, states.report);
  installStorageShims(frame);
  frame.adContext = Object.freeze({
    ...adPlacementFromQuery(frame.location.search),
    ...(ad === "extra-script" ? {} : { bannerId: ad.bannerId }),
  });
  fitToSlot(frame.document);
  states.report("loading");
  watchForFill(frame, states);
  // Written into the document being parsed, so that the tag's inline scripts run in order and
  // ad code that uses document.write works.
  frame.document.write(adTag(ad, settings));
}
