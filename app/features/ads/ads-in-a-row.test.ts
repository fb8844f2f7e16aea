import { describe, expect, it } from "vitest";
import { shippedWithAds } from "#tests/fixtures/shipped-ads.ts";
import { adsInARowWarnings } from "./ads-in-a-row.ts";
import type { AdsConfig, ConfigWithAds } from "./ads.schema.ts";

/** The shipped configuration with `slots` as the banners of /about. */
function withAboutSlots(slots: AdsConfig["slots"][string]): ConfigWithAds {
  const { ads } = shippedWithAds;
  return {
    ...shippedWithAds,
    ads: { ...ads, slots: { ...ads.slots, "/about": slots } },
  };
}

describe("the build's warning of ads in a row", () => {
  it("says nothing of the shipped slots", () => {
    expect(adsInARowWarnings(shippedWithAds)).toEqual([]);
  });

  it("names a page that shows two banners on phones: with the extra script's slot, three in a row", () => {
    const config = withAboutSlots([
      { bannerId: "1", minHeight: 250, showOnNarrow: true },
      { bannerId: "2", minHeight: 600, showOnNarrow: true },
    ]);
    expect(adsInARowWarnings(config)).toEqual([
      'siteConfig.ads.slots["/about"] shows 2 banners on phones and tablets: with the extra ad script\'s slot, that is 3 ads in a row with nothing between them. Keep one with showOnNarrow: true.',
    ]);
  });

  it("names a page with three banners for the column beside the content", () => {
    const config = withAboutSlots([
      { bannerId: "1", minHeight: 600, showOnNarrow: false },
      { bannerId: "2", minHeight: 250, showOnNarrow: false },
      { bannerId: "3", minHeight: 250, showOnNarrow: false },
    ]);
    expect(adsInARowWarnings(config)).toEqual([
      'siteConfig.ads.slots["/about"] has 3 banners for the column beside the content on wide screens (the 600 px ones and those with showOnNarrow: false): 3 ads in a row with nothing between them. Keep 2.',
    ]);
  });
});
