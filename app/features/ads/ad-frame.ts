import { withBase } from "#app/lib/site-url.ts";
import { bannerIdPattern } from "./banner-id.ts";

/**
 * The document every ad slot frames, from the site (or `ads.frameOrigin`), always in a sandbox that
 * cannot reach the page. No `.html`, as every page is linked (ADR 007): hosts would redirect it.
 */
export const adFramePath = "/ad-frame";

/** What one slot shows: a banner of the ad network, or the extra third-party ad script. */
export type AdSource = { bannerId: string } | "extra-script";

/** Where an ad shows: the page's URL and the slot's size, which networks read for targeting. */
export interface AdPlacement {
  /** The page's URL without query or fragment, e.g. "https://fungi-atlas.example.com/about". */
  pageUrl: string;
  /** The ad's size in px, e.g. 300 × 250. */
  width: number;
  height: number;
}

/**
 * What the ad's code can read as `window.adContext` in the frame: the page it shows on, its
 * banner id (none in the extra script's slot) and its size.
 */
export interface AdContext extends AdPlacement {
  bannerId?: string;
}

/**
 * The frame's URL for one ad, e.g. "/ad-frame?banner=310101&size=300x250&page=...", on
 * `frameOrigin` if set, under the site's path (the frame origin serves the same build).
 */
export function adFrameSrc(ad: AdSource, placement: AdPlacement, frameOrigin = ""): string {
  const source = ad === "extra-script" ? "extra" : `banner=${ad.bannerId}`;
  const { width, height, pageUrl } = placement;
  return `${frameOrigin}${withBase(adFramePath)}?${source}&size=${width}x${height}&page=${encodeURIComponent(pageUrl)}`;
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

/**
 * The placement a frame's query names, as `adFrameSrc` wrote it. A page URL that is not http(s)
 * reads as "", a malformed size as 0 × 0: the ad's code gets plain values, never markup or script.
 */
export function adPlacementFromQuery(query: string): AdPlacement {
  const parameters = new URLSearchParams(query);
  const page = parameters.get("page") ?? "";
  const size = /^(\d{1,4})x(\d{1,4})$/.exec(parameters.get("size") ?? "");
  return {
    pageUrl: /^https?:\/\//.test(page) && URL.canParse(page) ? page : "",
    width: Number(size?.[1] ?? 0),
    height: Number(size?.[2] ?? 0),
  };
}
