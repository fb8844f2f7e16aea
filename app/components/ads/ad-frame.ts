import { bannerIdPattern } from "./banner-id.ts";

/**
 * The document every ad slot frames. Served from the site itself, it is only ever loaded in a
 * sandboxed frame without `allow-same-origin`, so the ad runs in an opaque origin: it cannot reach
 * the page, its storage or its cookies.
 */
export const adFramePath = "/ad-frame.html";

/** The ad frame's only script: a file of its own, so a strict CSP needs no inline-script exception. */
export const adFrameScriptPath = "/ad-frame.js";

/** What one slot shows: a banner of the ad network, or the extra third-party ad script. */
export type AdSource = { bannerId: string } | "extra-script";

/** The frame's URL for one ad, e.g. "/ad-frame.html?banner=310101". */
export function adFrameSrc(ad: AdSource): string {
  return ad === "extra-script"
    ? `${adFramePath}?extra`
    : `${adFramePath}?banner=${encodeURIComponent(ad.bannerId)}`;
}

/**
 * The ad a frame's query (`location.search`) asks for, as `adFrameSrc` wrote it; undefined when it
 * names none, or a banner id that is not one, so a crafted URL loads nothing.
 */
export function adSourceFromQuery(query: string): AdSource | undefined {
  const parameters = new URLSearchParams(query);
  const bannerId = parameters.get("banner");
  if (bannerId !== null && bannerIdPattern.test(bannerId)) return { bannerId };
  if (parameters.has("extra")) return "extra-script";
  return undefined;
}
