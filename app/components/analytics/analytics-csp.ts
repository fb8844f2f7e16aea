import type { FeatureSources } from "#app/lib/csp.ts";
import { originOf } from "#app/lib/csp.ts";
import type { AnalyticsConfig } from "./analytics.schema.ts";

/**
 * Where each provider's script comes from and where it sends what it counts, as policy sources:
 * Plausible and Umami send to their script's origin, GoatCounter to its endpoint.
 */
export function analyticsHosts(analytics: AnalyticsConfig): {
  script: string[];
  connect: string[];
} {
  switch (analytics.provider) {
    case "plausible":
    case "umami":
      return { script: [originOf(analytics.scriptUrl)], connect: [originOf(analytics.scriptUrl)] };
    case "goatcounter":
      return { script: ["https://gc.zgo.at"], connect: [originOf(analytics.endpoint)] };
    case "cloudflare":
      return {
        script: ["https://static.cloudflareinsights.com"],
        connect: ["https://cloudflareinsights.com"],
      };
    case "ga4":
      // Google's own list for GA4 (its tag sends by fetch, and by image where fetch is missing).
      return {
        script: ["https://*.googletagmanager.com"],
        connect: [
          "https://*.google-analytics.com",
          "https://*.analytics.google.com",
          "https://*.googletagmanager.com",
        ],
      };
  }
}

/** Only the configured provider's hosts join the pages' policy, and none without analytics. */
export const analyticsSources: FeatureSources = ({ analytics }) => {
  if (!analytics) return {};
  const { script, connect } = analyticsHosts(analytics);
  return {
    "script-src": script,
    "connect-src": connect,
    ...(analytics.provider === "ga4" && { "img-src": connect }),
  };
};
