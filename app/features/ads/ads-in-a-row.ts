import type { ConfigWithAds } from "./ads.schema.ts";
import { isBesideContent } from "./use-page-ads.ts";

/** The most ad boxes a visitor meets one after the other, with none of the page's content between. */
export const mostAdsInARow = 2;

/**
 * A warning for each page whose banners would put more ads in a row than `mostAdsInARow`, as the
 * layout places them (use-page-ads.ts): on phones and tablets every slot shown there stacks under
 * the content, above or below the extra ad script's slot; on wide screens the slots
 * `isBesideContent` names stack in the column beside it. The build goes on: the owner decides.
 */
export function adsInARowWarnings({ ads }: ConfigWithAds): string[] {
  return Object.entries(ads.slots).flatMap(([page, slots]) => {
    const field = `siteConfig.ads.slots["${page}"]`;
    const onNarrow = slots.filter((slot) => slot.showOnNarrow).length + 1;
    const beside = slots.filter(isBesideContent).length;
    return [
      onNarrow > mostAdsInARow &&
        `${field} shows ${onNarrow - 1} banners on phones and tablets: with the extra ad script's slot, that is ${onNarrow} ads in a row with nothing between them. Keep one with showOnNarrow: true.`,
      beside > mostAdsInARow &&
        `${field} has ${beside} banners for the column beside the content on wide screens (the 600 px ones and those with showOnNarrow: false): ${beside} ads in a row with nothing between them. Keep ${mostAdsInARow}.`,
    ].filter((warning) => typeof warning === "string");
  });
}
