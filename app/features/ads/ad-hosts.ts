import type { AdsConfig } from "./ads.schema.ts";
import { withBannerId } from "./banner-id.ts";

/** Every absolute https URL written in a tag (its scripts' and frames' sources), in order. */
function urlsIn(tag: string): string[] {
  return [...tag.matchAll(/https:\/\/[^\s"'<>`]+/g)].map(([url]) => url);
}

/** Each kind of ad as the owner configured it: its short form's URL, or its tag. */
const adTags = (ads: AdsConfig) => ({
  banner: ads.bannerScriptUrl ?? ads.bannerTag ?? "",
  extra: ads.extraScriptUrl ?? ads.extraTag ?? "",
});

/**
 * The URLs the configured ads load first, whatever form the owner used: the banner's (its short
 * form with a banner id, or the URLs in its tag) and the extra slot's. Their hosts are the ad
 * networks a visitor consents to and the privacy page lists.
 */
export function adUrls(ads: AdsConfig): { banner: string[]; extra: string[] } {
  const { banner, extra } = adTags(ads);
  return { banner: urlsIn(withBannerId(banner, "0")), extra: urlsIn(extra) };
}

// A URL in a tag's attribute writes its `&` as `&amp;`.
const firstUrlIn = (tag: string) => urlsIn(tag)[0]?.replaceAll("&amp;", "&") ?? null;

/** The first URL each kind of ad loads, or null where the configuration has none. */
export interface AdProbeUrls {
  /** The banner network's, its `{bannerId}` kept for the slot's id, e.g. ".../banner.js?id={bannerId}". */
  banner: string | null;
  extra: string | null;
}

/**
 * The first URL each kind of ad loads (its network's script, in the short form or first in the
 * tag): what a page asks for to learn whether its ads are blocked (ad-frame-loader.ts).
 */
export function adProbeUrls(ads: AdsConfig): AdProbeUrls {
  const { banner, extra } = adTags(ads);
  return { banner: firstUrlIn(banner), extra: firstUrlIn(extra) };
}

/** The distinct hosts of some URLs, e.g. ["ads.example.org"]. */
export function hostsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).host))];
}
