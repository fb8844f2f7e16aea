import type { ThirdParty } from "#app/components/consent/third-party-list.ts";
import type { SiteConfig } from "#app/config/site.schema.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { fill } from "#app/i18n/format.ts";
import { analyticsHosts } from "./analytics-csp.ts";
import { providerName } from "./provider-name.ts";

/** "https://*.google-analytics.com" -> "*.google-analytics.com", as /privacy shows hosts. */
const hostOfSource = (source: string) =>
  new URL(source.replace("*.", "wildcard.")).host.replace("wildcard.", "*.");

/**
 * The statistics provider as /privacy lists it, after the other third parties (`pages` is the
 * privacy page's "Every page"); none without analytics.
 */
export function analyticsThirdParty(
  { analytics, consent }: SiteConfig,
  messages: Catalogue["analytics"],
  pages: string,
): ThirdParty | undefined {
  if (!analytics) return undefined;
  const { script, connect } = analyticsHosts(analytics);
  return {
    name: fill(messages.statistics, { provider: providerName(analytics) }),
    host: [...new Set([...script, ...connect].map(hostOfSource))].join(", "),
    pages,
    when: {
      none: messages.whenPageOpensWithoutGpc,
      banner:
        consent.regions === "everywhere"
          ? messages.whenStatisticsAllowed
          : messages.whenStatisticsAllowedInEurope,
      tcf: messages.whenConsentPlatformAllowsStatistics,
    }[consent.mode],
  };
}
