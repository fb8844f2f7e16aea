import { expect, test } from "vitest";
import { parseSiteConfig } from "#app/checks/site-config.schema.ts";
import { siteConfig } from "#app/config/site.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { buildConstants, showsAds } from "./build-constants.ts";

const { ads: _unset, ...withoutAds } = siteConfig;
const built = (config: unknown) => {
  const checked = parseSiteConfig(config, pagePaths(routes));
  return { constants: buildConstants(checked), showsAds: showsAds(checked) };
};

test("a site without ads or statistics builds its pages with nothing to ask: no bar's code, no ad host", () => {
  expect(built(withoutAds)).toMatchObject({
    constants: {
      __CONSENT_MODE__: '"none"',
      __ADS_PURPOSE__: '{"hosts":[]}',
      __STATISTICS_PURPOSE__: "null",
    },
    showsAds: false,
  });
});

test("the shipped site keeps its banner for the ad hosts it asks about", () => {
  expect(built(siteConfig)).toMatchObject({
    constants: {
      __CONSENT_MODE__: '"banner"',
      __ADS_PURPOSE__: '{"hosts":["ads.example.org","tags.example.net"]}',
    },
    showsAds: true,
  });
});
