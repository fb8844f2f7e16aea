import { expect, test } from "vitest";
import { publishPurposes, publishedPurposes, withAdsOnlyWhereShown } from "./consent-purposes.ts";

test("an answer allows ads only where the site has ad hosts: statistics alone grant no ad signal", () => {
  const accepted = { ads: true, statistics: true };
  expect(withAdsOnlyWhereShown(accepted, [])).toEqual({ ads: false, statistics: true });
  expect(withAdsOnlyWhereShown(accepted, ["ads.example.org"])).toEqual(accepted);
  expect(withAdsOnlyWhereShown({ ads: false, statistics: true }, ["ads.example.org"])).toEqual({
    ads: false,
    statistics: true,
  });
});

test("the shipped site, which has ad hosts, publishes an Accept as given", () => {
  publishPurposes({ ads: true, statistics: false });
  expect(publishedPurposes()).toEqual({ ads: true, statistics: false });
});
