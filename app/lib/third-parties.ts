import type { SiteConfig } from "#app/config/site-config.ts";
import type { ThirdParty } from "#app/features/feature.ts";
import type { Feature } from "#app/features/feature.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";

/** A URL's host, as /privacy shows it: "forms.example.com". */
export const hostOf = (url: string) => new URL(url).host;

/** When a service that needs consent loads, in the consent mode and regions of the site. */
export function afterConsent(
  { mode, regions }: SiteConfig["consent"],
  messages: Catalogue["privacy"],
): string {
  return {
    none: messages.whenInView,
    banner: regions === "everywhere" ? messages.whenAccepted : messages.whenAcceptedInEurope,
    tcf: messages.whenConsentPlatformAllows,
  }[mode];
}

/**
 * Every third party the site's pages load, from each feature in the list's order, generated from
 * the configuration the build uses, so the /privacy page cannot drift from what the site does.
 */
export function thirdPartiesOf(
  config: SiteConfig,
  words: Catalogue,
  features: readonly Feature[],
): ThirdParty[] {
  return features.flatMap((feature) => feature.thirdParties?.(config, words) ?? []);
}
