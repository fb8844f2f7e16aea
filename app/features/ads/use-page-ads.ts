import { useLocation, useMatches } from "react-router";
import type { AdsConfig } from "./ads.schema.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";
import { useSettings } from "#app/config/settings.ts";

type ConfiguredSlot = AdsConfig["slots"][string][number];

/**
 * Whether the layout puts a slot in the column beside the content on wide screens (stacked under
 * it below 1024 px): the 600 px slots, and the wide-only 250 px ones, which under the content would
 * stack three ads (with the extra script's) with nothing between them. The others go under the
 * content.
 */
export const isBesideContent = ({ minHeight, showOnNarrow }: ConfiguredSlot) =>
  minHeight === 600 || !showOnNarrow;

/**
 * A page's banners as a narrow screen stacks them under the content, the ones it shows there: those
 * under the content first, then the column's. The extra ad script's slot comes before all of them
 * in the order they are kept in (ad-density.ts), as rank 0; these are ranks 1 and on.
 */
export function narrowSlots(slots: readonly ConfiguredSlot[]): ConfiguredSlot[] {
  return [
    ...slots.filter((slot) => !isBesideContent(slot)),
    ...slots.filter(isBesideContent),
  ].filter((slot) => slot.showOnNarrow);
}

/**
 * The banner slots configured for the page being shown, as AdSlot props, split by where the layout
 * puts them; null where the owner left ads out. Every key includes the path: a page's slots are
 * never another page's.
 */
export function usePageAds() {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const { ads } = useSettings();
  if (!ads) return null;
  const page = leaf && "*" in leaf.params ? notFoundPage : pathname.replace(/(.)\/+$/, "$1");
  const slots = ads.slots[page] ?? [];
  const belowContent = slots.filter((slot) => !isBesideContent(slot));
  const beside = slots.filter(isBesideContent);
  const ranked = narrowSlots(slots);
  const narrowRank = (slot: ConfiguredSlot) =>
    slot.showOnNarrow ? ranked.indexOf(slot) + 1 : undefined;
  const asProps = (slot: ConfiguredSlot) => ({
    key: `${pathname}:${slot.bannerId}`,
    ad: { bannerId: slot.bannerId },
    minHeight: slot.minHeight,
    wideOnly: !slot.showOnNarrow,
    narrowOrder: narrowRank(slot),
  });
  return {
    key: pathname,
    /** 250 px slots shown on every screen, under the page content. */
    belowContent: belowContent.map(asProps),
    /** The column beside the content on wide screens, in the configured order. */
    beside: beside.map(asProps),
  };
}
