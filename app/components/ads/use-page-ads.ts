import { useLocation, useMatches } from "react-router";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { withBase } from "#app/lib/base-url.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";
import { siteConfig } from "#app/config/site.ts";

const slotsByPage: SiteConfig["ads"]["slots"] = siteConfig.ads.slots;

/**
 * The banner slots configured for the page being shown, as AdSlot props, split by where the layout
 * puts them. Every key includes the path, so a client-side navigation tears down the old page's
 * frames and loads fresh ads.
 */
export function usePageAds() {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const page = leaf && "*" in leaf.params ? notFoundPage : pathname.replace(/(.)\/+$/, "$1");
  const pagePath = withBase(pathname);
  const slots = (slotsByPage[page] ?? []).map(({ bannerId, minHeight, showOnNarrow }) => ({
    key: `${pathname}:${bannerId}`,
    ad: { bannerId },
    minHeight,
    wideOnly: !showOnNarrow,
    pagePath,
  }));
  return {
    key: pathname,
    /** The page's path as the browser shows it ("/fungi-atlas/about"), for the extra script's slot. */
    pagePath,
    /** 250 px slots shown on every screen, under the page content. */
    belowContent: slots.filter((slot) => slot.minHeight === 250 && !slot.wideOnly),
    /**
     * The column beside the content on wide screens, in the configured order: 600 px slots, and
     * wide-only 250 px ones, which under the content would stack three ads (with the extra
     * script's) with nothing between them.
     */
    beside: slots.filter((slot) => slot.minHeight === 600 || slot.wideOnly),
  };
}
