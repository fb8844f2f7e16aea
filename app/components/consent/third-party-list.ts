import { adUrls, hostsOf } from "#app/components/ads/ad-hosts.ts";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";

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
export function thirdPartiesOf(config: SiteConfig): ThirdParty[] {
  const { ads, embeds, consent } = config;
  const afterConsent = {
    none: "When the ad scrolls into view",
    banner:
      consent.regions === "everywhere"
        ? "Only after you accept"
        : "After you accept (European time zones); elsewhere when the ad scrolls into view",
    tcf: "Only once the consent platform reports your consent, or that none is needed",
  }[consent.mode];
  const bannerPages = Object.entries(ads.slots)
    .filter(([, slots]) => slots.length > 0)
    .map(([page]) => (page === notFoundPage ? "unknown paths (404)" : page));
  const list: ThirdParty[] = [
    {
      name: "Ad network (banners)",
      host: hostsOf(adUrls(ads).banner).join(", "),
      pages: bannerPages.join(", "),
      when: afterConsent,
    },
    {
      name: "Extra ad tag",
      host: hostsOf(adUrls(ads).extra).join(", "),
      pages: "Every page",
      when: afterConsent,
    },
    {
      name: "Image-board feed",
      host: hostOf(embeds.blogFeedUrl),
      pages: "/blog",
      when: "When the page opens",
    },
    {
      name: "Contact form",
      host: hostOf(embeds.contactFormUrl),
      pages: "/contact",
      when: "When the page opens",
    },
    {
      name: "Contact form script",
      host: hostOf(embeds.contactFormScriptUrl),
      pages: "/contact",
      when: "When the page opens",
    },
  ];
  if (consent.mode === "tcf" && consent.cmpScriptUrl) {
    list.push({
      name: "Consent platform (IAB TCF)",
      host: hostOf(consent.cmpScriptUrl),
      pages: "Every page",
      when:
        consent.regions === "europe"
          ? "When the page opens, in a European time zone"
          : "When the page opens",
    });
  }
  return list;
}
