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
