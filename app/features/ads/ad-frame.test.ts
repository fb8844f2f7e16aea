import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { type AdSource, adFrameSrc, adPlacementFromQuery, adSourceFromQuery } from "./ad-frame.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

const configuredAds: AdSource[] = [
  ...Object.values(shippedAds.slots)
    .flat()
    .map(({ bannerId }) => ({ bannerId })),
  "extra-script",
];

const placement = { pageUrl: `${siteConfig.url}/about`, width: 300, height: 600 };

/** The query of a frame URL, as the frame reads it from `location.search`. */
const queryOf = (src: string) => new URL(src, siteConfig.url).search;

describe("the ad frame's URL", () => {
  it("names each configured ad and its placement so that the frame reads them back", () => {
    for (const ad of configuredAds) {
      const src = adFrameSrc(ad, placement);
      expect(src.startsWith("/ad-frame?")).toBe(true);
      expect(adSourceFromQuery(queryOf(src))).toEqual(ad);
      expect(adPlacementFromQuery(queryOf(src))).toEqual(placement);
    }
  });

  it("is on the frame origin when the frames have one", () => {
    const src = adFrameSrc({ bannerId: "310101" }, placement, "https://ads.example.com");
    expect(src).toMatch(/^https:\/\/ads\.example\.com\/ad-frame\?banner=310101&/);
  });

  it.each([
    '?banner=1"><img src=x onerror=alert(1)>',
    "?banner=",
    "?banner=31a",
    "?banner=-1",
    "?banner=%20310101",
    "?bannerId=310101",
    "",
  ])("asks for no ad when it names no valid banner: %j", (query) => {
    expect(adSourceFromQuery(query)).toBeUndefined();
  });

  it.each([
    "?page=javascript:alert(1)&size=300x250",
    "?page=%3Cscript%3E&size=300x250",
    "?page=https%3A%2F%2Fa.example%2F&size=300x250x1",
  ])("reads a crafted placement as plain, empty values: %j", (query) => {
    const read = adPlacementFromQuery(query);
    expect(read.pageUrl === "" || read.width === 0).toBe(true);
    expect(read.pageUrl).not.toMatch(/script|javascript/);
  });
});
