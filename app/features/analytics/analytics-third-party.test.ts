import { expect, test } from "vitest";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteConfig } from "#app/config/site.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { analyticsThirdParties } from "./analytics-third-party.ts";

const words = siteMessages("en");
const listed = (config: Partial<SiteConfig>) =>
  analyticsThirdParties({ ...siteConfig, ...config } as SiteConfig, words)[0];

test("/privacy lists no statistics provider without analytics", () => {
  expect(listed({})).toBeUndefined();
});

test("/privacy names the provider, its hosts, and when it loads in each consent mode", () => {
  const ga4 = { provider: "ga4", measurementId: "G-ABC123DEF4" } as const;
  expect(listed({ analytics: ga4 })).toEqual({
    name: "Visitor statistics (Google Analytics)",
    host: "*.googletagmanager.com, *.google-analytics.com, *.analytics.google.com",
    pages: "Every page",
    when: "After you allow statistics (European time zones); elsewhere when the page opens",
  });
  const goatcounter = { provider: "goatcounter", endpoint: "https://fungi.goatcounter.com/count" };
  expect(
    listed({
      analytics: goatcounter as NonNullable<SiteConfig["analytics"]>,
      consent: { mode: "tcf", regions: "europe", cmpScriptUrl: "https://cmp.example/cmp.js" },
    }),
  ).toMatchObject({
    host: "gc.zgo.at, fungi.goatcounter.com",
    when: "Only once the consent platform reports your consent to measurement, or that none is needed",
  });
  expect(listed({ analytics: ga4, consent: { mode: "none", regions: "everywhere" } })?.when).toBe(
    "When the page opens, unless your browser sends Global Privacy Control",
  );
});
