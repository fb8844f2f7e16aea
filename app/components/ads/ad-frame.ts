import { withBase } from "#app/lib/site-url.ts";
import { bannerIdPattern } from "./banner-id.ts";

/**
 * Where every ad slot frames its document: served from the site itself (or from
 * `ads.frameOrigin`), it is only ever loaded in a sandboxed frame that cannot reach the page: an
 * opaque origin, or an origin of its own. The ad runs there, away from the page, its storage and
 * its cookies. The URL has no `.html`, as every page of the site is linked (ADR 007), which every
 * host serves as it is: Cloudflare Pages and Vercel would answer the file's name with a redirect
 * here, one more round trip before each ad.
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
 * The frame's URL for one ad at one placement, e.g.
 * "/ad-frame?banner=310101&size=300x250&page=https%3A%2F%2F...%2Fabout", on `frameOrigin`
 * when the frames have an origin of their own ("" for the site's own). A site under a path has its
 * frames there too ("/fungi-atlas/ad-frame"), on its own origin and on the frames' origin,
 * where the same build is deployed under the same path.
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
