import type { AnalyticsConfig } from "./analytics.schema.ts";

const names = {
  plausible: "Plausible",
  umami: "Umami",
  goatcounter: "GoatCounter",
  cloudflare: "Cloudflare Web Analytics",
  ga4: "Google Analytics",
} as const;

/** The provider's name, as the banner and /privacy show it, e.g. "Plausible". */
export const providerName = ({ provider }: AnalyticsConfig) => names[provider];

/**
 * Whether the provider learns how fast pages load: from the site's web-vitals events, or from its
 * own beacon (Cloudflare). GoatCounter takes no events, so the banner must not promise it.
 */
export const measuresSpeed = ({ provider }: AnalyticsConfig) => provider !== "goatcounter";
