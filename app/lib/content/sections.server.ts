import type { SiteConfig } from "#app/config/site-config.ts";
import { identifyPage, searchPage } from "#app/lib/page-paths.ts";
import type { PageMeta } from "#app/lib/seo.ts";
import type { ContentIndex } from "./content.server.ts";
import { type ContentSection, contentSections } from "./sections.ts";
import { articlesPerPage, listingPageCount, listingPageMeta } from "./listing-pages.ts";
import { sectionArticles } from "./section-listings.server.ts";
import { fill } from "#app/i18n/format.ts";
import { siteWords } from "#app/i18n/site-words.ts";
import { creditsPage, creditsPageCount } from "./credits-pages.ts";

/** Whether a section has anything to read yet: an intro, or an article. */
function isWritten(index: ContentIndex, section: ContentSection): boolean {
  return index.sections[section].html !== "" || index.articles.some((a) => a.section === section);
}

/**
 * The paths of sections with nothing to read yet, e.g. ["/about"]: kept out of the sitemap, as
 * their pages keep themselves out of search (`sectionPage`).
 */
export function unwrittenSectionPaths(index: ContentIndex): string[] {
  return contentSections
    .filter((section) => !isWritten(index, section))
    .map((section) => index.sections[section].path);
}

/** Whether the atlas has a species for the key at /identify to rank. */
export function hasSpecies(index: ContentIndex): boolean {
  return index.articles.some((article) => article.species !== undefined);
}

/**
 * The pages of the route table (`pages`) that search engines may index and the site's search
 * covers: not /search, which lists the others, nor a section with nothing to read yet, nor the
 * key while there is no species to identify, nor /credits while it has no photo.
 */
export function indexedPagePaths(pages: readonly string[], index: ContentIndex): string[] {
  const unwritten = new Set(unwrittenSectionPaths(index));
  if (!hasSpecies(index)) unwritten.add(identifyPage);
  // /credits with no photo yet only says so: nothing for a search to find.
  if (creditsPageCount(index.articles) === 0) unwritten.add(creditsPage);
  return pages.filter((path) => path !== searchPage && !unwritten.has(path));
}

/** Where a listing page is among its section's: what its navigation links to. */
export interface ListingPosition {
  /** The section's path, e.g. "/types": page 1, and the root of the others' paths. */
  sectionPath: string;
  current: number;
  count: number;
}

/**
 * What one page of a section's listing shows: the intro (on the first page only), its share of
 * the articles, where it is among the pages, and its head tags. A section with nothing to read yet
 * says so in its description and asks search engines not to index it, rather than promise what its
 * frontmatter describes. `page` is one of the section's (`sectionPageCount`).
 */
export function sectionPage(
  index: ContentIndex,
  section: ContentSection,
  settings: SiteConfig,
  page = 1,
) {
  const messages = siteWords(settings).sections;
  const { title, description, path, html } = index.sections[section];
  const articles = sectionArticles(index, section);
  const count = listingPageCount(articles.length);
  const meta: PageMeta = isWritten(index, section)
    ? listingPageMeta({ title, description, path }, page, messages)
    : {
        title,
        description: fill(messages.unwrittenDescription, { title, brand: settings.name }),
        path,
        noindex: true,
      };
  const position: ListingPosition = { sectionPath: path, current: page, count };
  return {
    meta,
    title,
    html: page === 1 ? html : "",
    articles: articles.slice((page - 1) * articlesPerPage, page * articlesPerPage),
    position,
  };
}
