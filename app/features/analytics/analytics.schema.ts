import { z } from "zod";
import { httpsUrl } from "#app/checks/fields.ts";
import { type AnalyticsConfig, providers } from "./providers/index.ts";

const names = Object.keys(providers).map((name) => `"${name}"`);
const providerList = `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;

/**
 * Visitor statistics, by one provider, loaded after the first paint and only with consent where
 * consent applies (docs/analytics.md). Leave it out for none: then nothing of it is loaded. Each
 * provider's settings are in its own file (providers/).
 */
export const analyticsSchema = z.discriminatedUnion(
  "provider",
  Object.values(providers).map((provider) => provider.schema({ z, httpsUrl })) as unknown as [
    z.ZodObject<{ provider: z.ZodLiteral<string> }>,
    ...z.ZodObject<{ provider: z.ZodLiteral<string> }>[],
  ],
  { error: `must name its provider: ${providerList}` },
) as unknown as z.ZodType<AnalyticsConfig>;

export type { AnalyticsConfig };

declare module "#app/config/site-config.ts" {
  interface SiteConfig {
    analytics?: AnalyticsConfig;
  }
}
