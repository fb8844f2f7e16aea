import type { SiteConfig } from "#app/config/site-config.ts";
import type { ThirdParty } from "#app/features/feature.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { fill } from "#app/i18n/format.ts";
import { providerOf } from "./providers/index.ts";

/** "https://*.google-analytics.com" -> "*.google-analytics.com", as /privacy shows hosts. */
const hostOfSource = (source: string) =>
  new URL(source.replace("*.", "wildcard.")).host.replace("wildcard.", "*.");

/** The statistics provider as /privacy lists it; none without analytics. */
export function analyticsThirdParties(
  { analytics, consent }: SiteConfig,
  { analytics: messages, privacy }: Catalogue,
): ThirdParty[] {
  if (!analytics) return [];
  const provider = providerOf(analytics);
  const { script, connect } = provider.hosts(analytics);
  const when = {
    none: messages.whenPageOpensWithoutGpc,
    banner:
      consent.regions === "everywhere"
        ? messages.whenStatisticsAllowed
        : messages.whenStatisticsAllowedInEurope,
    tcf: messages.whenConsentPlatformAllowsStatistics,
  }[consent.mode];
  return [
    {
      name: fill(messages.statistics, { provider: provider.name }),
      host: [...new Set([...script, ...connect].map(hostOfSource))].join(", "),
      pages: privacy.everyPage,
      when,
    },
  ];
}
