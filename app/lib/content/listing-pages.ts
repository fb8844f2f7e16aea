import type { CoreCatalogue } from "#app/i18n/catalogue.ts";
import { fill } from "#app/i18n/format.ts";
import type { PageMeta } from "#app/lib/seo.ts";

/**
 * A section lists its articles a page at a time, newest first: `/types`, then `/types/page/2`
 * and on. Each page stays light however many articles the site has.
 */
export const articlesPerPage = 24;

/**
 * /search lists every page of the site A to Z, this many a page: `/search`, then
 * `/search/page/2` and on, so it stays a light page however many articles the site has.
 */
export const entriesPerDirectoryPage = 50;

/**
 * The head of one page of a listing, from the listing's own (its first page's): the same title and
 * path on the first page, "Species – page 2" at /types/page/2 after.
 */
export function listingPageMeta(
  { title, path, ...listing }: PageMeta & { title: string },
  page: number,
  words: Pick<CoreCatalogue["sections"], "pageTitle">,
): PageMeta {
  return {
    ...listing,
    title: page === 1 ? title : fill(words.pageTitle, { title, number: page }),
    path: listingPagePath(path, page),
  };
}

/** The path of one page of a section's listing: the section's own path for the first. */
export function listingPagePath(sectionPath: string, page: number): string {
  return page === 1 ? sectionPath : `${sectionPath}/page/${page}`;
}

/**
 * The number of the listing page a route's `:page` parameter names, of `count` pages: 1 with no
 * parameter (the listing's own path), none for anything else that is not one of its later pages
 * ("1" included: page 1 is the listing's own path, not /page/1), so the route answers 404.
 */
export function listingPageNumber(page: string | undefined, count: number): number | undefined {
  if (page === undefined) return 1;
  const number = /^[1-9][0-9]*$/.test(page) ? Number(page) : 0;
  return number >= 2 && number <= count ? number : undefined;
}

/** How many pages a listing of `articleCount` articles takes: one at least, for the intro. */
export function listingPageCount(articleCount: number): number {
  return Math.max(1, Math.ceil(articleCount / articlesPerPage));
}

/**
 * The page numbers a listing's navigation shows: the first, the last, the current one and its
 * neighbours; `null` where a run of numbers is left out, so a long listing's links stay few.
 */
export function visiblePageNumbers(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((page) => page >= 1 && page <= count)
    .toSorted((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && page - previous > 1 ? [null, page] : [page];
  });
}
