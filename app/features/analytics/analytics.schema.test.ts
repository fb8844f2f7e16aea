import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "#app/checks/site-config.schema.ts";
import { siteConfig } from "#app/config/site.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";

const pages = pagePaths(routes);
const withAnalytics = (analytics: unknown) => () =>
  parseSiteConfig({ ...siteConfig, analytics }, pages);

describe("siteConfig.analytics", () => {
  it("is absent as shipped", () => {
    expect(siteConfig.analytics).toBeUndefined();
  });

  it.each([
    { provider: "plausible", scriptUrl: "https://plausible.io/js/pa-abc123.js" },
    {
      provider: "umami",
      scriptUrl: "https://cloud.umami.is/script.js",
      websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
    },
    { provider: "goatcounter", endpoint: "https://fungi.goatcounter.com/count" },
    { provider: "cloudflare", token: "0123456789abcdef0123456789abcdef" },
    { provider: "ga4", measurementId: "G-ABC123DEF4" },
  ])("accepts $provider", (analytics) => {
    expect(withAnalytics(analytics)().analytics).toEqual(analytics);
  });

  it("names the field and the reason for a wrong value", () => {
    expect(withAnalytics({ provider: "matomo", scriptUrl: "https://m.example/m.js" })).toThrow(
      /siteConfig\.analytics\.provider: must name its provider: "plausible", "umami", "goatcounter", "cloudflare" or "ga4"/,
    );
    expect(
      withAnalytics({ provider: "plausible", scriptUrl: "http://plausible.io/js/x.js" }),
    ).toThrow(/siteConfig\.analytics\.scriptUrl: must use https:\/\//);
    expect(
      withAnalytics({
        provider: "umami",
        scriptUrl: "https://cloud.umami.is/script.js",
        websiteId: "42",
      }),
    ).toThrow(/siteConfig\.analytics\.websiteId: must be the website's id from Umami, a UUID/);
    expect(withAnalytics({ provider: "goatcounter" })).toThrow(
      /siteConfig\.analytics\.endpoint: is missing/,
    );
    expect(withAnalytics({ provider: "cloudflare", token: "secret" })).toThrow(
      /siteConfig\.analytics\.token: must be the 32 hex digits/,
    );
    expect(withAnalytics({ provider: "ga4", measurementId: "UA-1234-1" })).toThrow(
      /siteConfig\.analytics\.measurementId: must be a GA4 measurement id/,
    );
    expect(withAnalytics({ provider: "ga4", measurementId: "G-ABC123", token: "x" })).toThrow(
      /siteConfig\.analytics: unknown key "token"/,
    );
  });
});
