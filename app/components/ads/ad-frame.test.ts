import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { type AdSource, adFrameSrc, adSourceFromQuery } from "./ad-frame.ts";

const configuredAds: AdSource[] = [
  ...Object.values(siteConfig.ads.slots)
    .flat()
    .map(({ bannerId }) => ({ bannerId })),
  "extra-script",
];

/** The query of a frame URL, as the frame reads it from `location.search`. */
const queryOf = (src: string) => new URL(src, siteConfig.url).search;

describe("the ad frame's URL", () => {
  it("names each configured ad so that the frame reads it back", () => {
    for (const ad of configuredAds) expect(adSourceFromQuery(queryOf(adFrameSrc(ad)))).toEqual(ad);
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
});
