import type { ConfigWithAds } from "./ads.schema.ts";
import type { ThirdParty } from "#app/features/feature.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";
import { afterConsent } from "#app/lib/third-parties.ts";
import { adUrls, hostsOf } from "./ad-hosts.ts";

/** The ad network and the extra ad tag, as /privacy lists them: they load only after consent. */
export function adsThirdParties(
  { ads, consent }: ConfigWithAds,
  { privacy: messages }: Catalogue,
): ThirdParty[] {
  const when = afterConsent(consent, messages);
  const bannerPages = Object.entries(ads.slots)
    .filter(([, slots]) => slots.length > 0)
    .map(([page]) => (page === notFoundPage ? messages.unknownPaths : page));
  return [
    {
      name: messages.adNetwork,
      host: hostsOf(adUrls(ads).banner).join(", "),
      pages: bannerPages.join(", "),
      when,
    },
    {
      name: messages.extraAdTag,
      host: hostsOf(adUrls(ads).extra).join(", "),
      pages: messages.everyPage,
      when,
    },
  ];
}
