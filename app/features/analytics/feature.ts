import type { Feature } from "#app/features/feature.ts";
import { fill } from "#app/i18n/format.ts";
import { analyticsThirdParties } from "./analytics-third-party.ts";
import { analyticsSchema } from "./analytics.schema.ts";
import { providerOf } from "./providers/index.ts";

/** Visitor statistics and real visitors' speed, by one provider, behind consent (docs/analytics.md). */
export const analyticsFeature: Feature = {
  name: "analytics",
  config: { key: "analytics", optional: true, schema: () => analyticsSchema },
  islands: { "page-views": { module: "features/analytics/page-views.island.ts" } },
  // Only the configured provider's hosts join the pages' policy, and none without analytics.
  cspSources: ({ analytics }) => {
    if (!analytics) return {};
    const { script, connect, img } = providerOf(analytics).hosts(analytics);
    return { "script-src": script, "connect-src": connect, ...(img && { "img-src": img }) };
  },
  thirdParties: analyticsThirdParties,
  storage: ({ analytics }, { analytics: messages }) =>
    analytics
      ? [fill(messages.statisticsProviderStores, { provider: providerOf(analytics).name })]
      : [],
  consentPurposes: ({ analytics }) =>
    analytics
      ? {
          statistics: {
            id: analytics.provider,
            provider: providerOf(analytics).name,
            measuresSpeed: providerOf(analytics).measuresSpeed,
          },
        }
      : {},
};
