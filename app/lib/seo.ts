import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "#app/config/site-config.ts";
import { logo, shareImage } from "#app/lib/brand.ts";
import { searchPage } from "#app/lib/page-paths.ts";
import { isNetworkHomePage, withBase } from "#app/lib/site-url.ts";
import type { CoreCatalogue } from "#app/i18n/catalogue.ts";
import { ownerTexts } from "#app/i18n/owner-words.ts";

/** The words every page's head is written with: `wordsOf(matches)` in a route's `meta` (ADR 037). */
export type MetaWords = Pick<CoreCatalogue, "site" | "defaults">;

export interface PageMeta {
  /** The page's own title; the brand is appended. Omit on the home page, which leads with the brand. */
  title?: string;
  description?: string;
  /** The page's path, e.g. "/about": the canonical URL is built from it and the configured site URL. */
  path: string;
  /** For pages that must not be indexed (the 404): no canonical URL, no structured data. */
  noindex?: boolean;
}

/**
 * The head tags of one page: title, description, canonical URL, Open Graph and Twitter cards and
 * JSON-LD structured data. Every route's `meta` calls this, since a child's meta replaces its
 * parent's. `config` is the owner's settings, which a route's `meta` finds among its `matches`
 * (`settingsOf`, ADR 034). The path a site is served under is the build's (`withBase`): the one
 * its pages are actually served at.
 */
export function buildMeta(
  page: PageMeta,
  config: SiteConfig,
  { site: messages, defaults }: MetaWords,
): MetaDescriptor[] {
  const siteDescription = ownerTexts(config, defaults).description;
  const { title, description = siteDescription, path } = page;
  const { noindex = false } = page;
  const fullTitle = title ? `${title} | ${config.name}` : `${config.name}: ${messages.headline}`;
  const url = new URL(withBase(path), config.url).href;
  const image = new URL(withBase(shareImage.path), config.url).href;
  const imageAlt = `${config.name}: ${messages.headline}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: config.name },
    { property: "og:locale", content: openGraphLocale(config) },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: imageAlt },
    // X reads the card's title, description and image from og: when it has no twitter: of its own.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (noindex) return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { "script:ld+json": structuredData({ title, description, url }, config, siteDescription) },
  ];
}

/** The locale as Open Graph writes it, e.g. "en_US", from the language and the region. */
export function openGraphLocale({ language, region }: Pick<SiteConfig, "language" | "region">) {
  const [code, languageRegion = region] = language.split("-");
  return `${code}_${languageRegion}`;
}

interface StructuredDataPage {
  title: string | undefined;
  description: string;
  url: string;
}

/**
 * schema.org data for search engines: on the home page the site and its publisher; on a section
 * page the page itself and its place under the home page (a breadcrumb trail).
 */
function structuredData(
  { title, description, url }: StructuredDataPage,
  config: SiteConfig,
  siteDescription: string,
) {
  const home = new URL(withBase("/"), config.url).href;
  const organization = {
    "@type": "Organization",
    "@id": `${home}#organization`,
    name: config.name,
    url: home,
    logo: new URL(withBase(logo.path), config.url).href,
  };
  // A network's home page is a placeholder, not the brand's profile; no profile, no sameAs.
  const profiles = config.footer.social
    .map((profile) => profile.href)
    .filter((href) => !isNetworkHomePage(href));
  if (profiles.length > 0) Object.assign(organization, { sameAs: profiles });
  const website = {
    "@type": "WebSite",
    "@id": `${home}#website`,
    name: config.name,
    url: home,
    description: siteDescription,
    inLanguage: config.language,
    publisher: { "@id": organization["@id"] },
    // The search page runs the words of its `q` parameter.
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${new URL(withBase(searchPage), config.url).href}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
  if (title === undefined) {
    return { "@context": "https://schema.org", "@graph": [website, organization] };
  }
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": url,
        url,
        name: title,
        description,
        inLanguage: config.language,
        isPartOf: { "@id": website["@id"] },
        breadcrumb: { "@id": `${url}#breadcrumb` },
      },
      {
        "@type": "BreadcrumbList",
        "@id": `${url}#breadcrumb`,
        itemListElement: [
          { "@type": "ListItem", position: 1, name: config.name, item: home },
          { "@type": "ListItem", position: 2, name: title, item: url },
        ],
      },
    ],
  };
}
