import { describe, expect, it } from "vitest";
import { adProbeUrls } from "./ad-hosts.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

const { bannerScriptUrl: _banner, extraScriptUrl: _extra, ...withoutAds } = shippedAds;

describe("adProbeUrls", () => {
  it("takes each short form's URL, the banner's with its place for the slot's id", () => {
    expect(adProbeUrls(shippedAds)).toEqual({
      banner: "https://ads.example.org/banner.js?id={bannerId}",
      extra: "https://tags.example.net/ad-tag.js",
    });
  });

  it("takes a tag's first URL, its script's, as the browser reads the attribute", () => {
    const { banner, extra } = adProbeUrls({
      ...withoutAds,
      bannerTag:
        '<script async src="https://net.example.com/load.js?client=7&amp;slot={bannerId}"></script>' +
        '<ins data-frame="https://net.example.com/frame.html"></ins>',
      extraTag: "<div id=ad></div>",
    });
    expect(banner).toBe("https://net.example.com/load.js?client=7&slot={bannerId}");
    expect(extra).toBeNull();
  });
});
