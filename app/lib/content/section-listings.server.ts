import type { ArticleSummary, ContentIndex } from "./content.server.ts";
import { listingPageCount, listingPagePath } from "./listing-pages.ts";
import { type ContentSection, contentSections } from "./sections.ts";

// Apart from sections.server.ts, which words the pages: the offline plan's feature loads this as the
// settings are checked (vite.config.ts), before any module may read a setting.

/**
 * The articles of one section, newest first, as its listing shows them. A species page is listed
 * once, in the species index above the articles (its facts beside its name), not again among them.
 */
export function sectionArticles(index: ContentIndex, section: ContentSection): ArticleSummary[] {
  return index.articles
    .filter((article) => article.section === section && !article.species)
    .map(
      ({
        html: _h,
        headings: _hs,
        readingMinutes: _m,
        readingTimeText: _t,
        species: _s,
        sources: _sources,
        featured: _featured,
        photos: _p,
        ...summary
      }) => summary,
    );
}

/**
 * The listing pages after each section's first, e.g. ["/types/page/2"]: pre-rendered and in the
 * sitemap beside the sections' own pages.
 */
export function laterListingPaths(index: ContentIndex): string[] {
  return contentSections.flatMap((section) => {
    const count = sectionPageCount(index, section);
    return Array.from({ length: count - 1 }, (_, offset) =>
      listingPagePath(index.sections[section].path, offset + 2),
    );
  });
}

/** How many pages a section's listing takes. */
export function sectionPageCount(index: ContentIndex, section: ContentSection): number {
  return listingPageCount(sectionArticles(index, section).length);
}
