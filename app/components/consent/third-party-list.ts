import { adUrls, hostsOf } from "#app/components/ads/ad-hosts.ts";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";

/** One service of another company that the site's pages load, as /privacy lists it. */
export interface ThirdParty {
  /** What it is, e.g. "Ad network". */
  name: string;
  /** The host the browser contacts, e.g. "ads.example.org". */
  host: string;
  /** The pages that load it, in words, e.g. "/blog" or "Every page". */
  pages: string;
  /** When it loads, with consent in mind. */
  when: string;
}

const hostOf = (url: string) => new URL(url).host;

/**
 * Every third party the site's pages load, generated from the configuration the build uses, so
 * the /privacy page cannot drift from what the site does. Unknown paths show the 404 page.
 */
export function thirdPartiesOf(config: SiteConfig, messages: Catalogue["privacy"]): ThirdParty[] {
  const { ads, embeds, consent } = config;
  const afterConsent = {
    none: messages.whenInView,
    banner:
      consent.regions === "everywhere" ? messages.whenAccepted : messages.whenAcceptedInEurope,
    tcf: messages.whenConsentPlatformAllows,
  }[consent.mode];
  const bannerPages = Object.entries(ads.slots)
    .filter(([, slots]) => slots.length > 0)
    .map(([page]) => (page === notFoundPage ? messages.unknownPaths : page));
  const list: ThirdParty[] = [
    {
      name: messages.adNetwork,
      host: hostsOf(adUrls(ads).banner).join(", "),
      pages: bannerPages.join(", "),
      when: afterConsent,
    },
    {
      name: messages.extraAdTag,
      host: hostsOf(adUrls(ads).extra).join(", "),
      pages: messages.everyPage,
      when: afterConsent,
    },
    {
      name: messages.imageBoardFeed,
      host: hostOf(embeds.blogFeedUrl),
      pages: "/blog",
      when: messages.whenPageOpens,
    },
    {
      name: messages.contactForm,
      host: hostOf(embeds.contactFormUrl),
      pages: "/contact",
      when: messages.whenPageOpens,
    },
    {
      name: messages.contactFormScript,
      host: hostOf(embeds.contactFormScriptUrl),
      pages: "/contact",
      when: messages.whenPageOpens,
    },
  ];
  if (consent.mode === "tcf" && consent.cmpScriptUrl) {
    list.push({
      name: messages.consentPlatform,
      host: hostOf(consent.cmpScriptUrl),
      pages: messages.everyPage,
      when: consent.regions === "europe" ? messages.whenPageOpensInEurope : messages.whenPageOpens,
    });
  }
  return list;
}
