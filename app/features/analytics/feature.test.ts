import { expect, test } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { analyticsFeature } from "./feature.ts";
import type { AnalyticsConfig } from "./providers/index.ts";

const policyWith = (analytics: AnalyticsConfig) =>
  analyticsFeature.cspSources?.({ ...siteConfig, analytics }) ?? {};

test("without analytics the policy gains nothing", () => {
  expect(analyticsFeature.cspSources?.(siteConfig)).toEqual({});
});

test("only the configured provider's hosts join the policy, where each is needed", () => {
  const plausible = policyWith({
    provider: "plausible",
    scriptUrl: "https://stats.fungi.example/js/script.js",
  });
  expect(plausible["script-src"]).toContain("https://stats.fungi.example");
  expect(plausible["connect-src"]).toContain("https://stats.fungi.example");
  expect(JSON.stringify(plausible)).not.toMatch(/google|cloudflare|zgo/);

  const goatcounter = policyWith({
    provider: "goatcounter",
    endpoint: "https://fungi.goatcounter.com/count",
  });
  expect(goatcounter["script-src"]).toContain("https://gc.zgo.at");
  expect(goatcounter["connect-src"]).toContain("https://fungi.goatcounter.com");

  const ga4 = policyWith({ provider: "ga4", measurementId: "G-ABC123DEF4" });
  expect(ga4["script-src"]).toContain("https://*.googletagmanager.com");
  expect(ga4["connect-src"]).toContain("https://*.google-analytics.com");
  expect(ga4["img-src"]).toContain("https://*.google-analytics.com");
  expect(ga4["frame-src"]).toBeUndefined();
});
