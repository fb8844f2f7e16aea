import {
  type ArticleCounts,
  hasLaterCreditsPages,
  hasLaterDirectoryPages,
  hasLaterKeyPages,
  hasLaterListingPages,
} from "./lib/content/article-files.ts";

/** A listing the site shows a page at a time: its first page, then `<its path>/page/<n>` from 2 on. */
interface PagedListing {
  /** The route of its later pages: its pattern, its module (which serves the first page too, but a section's) and id. */
  route: { path: string; file: string; id?: string };
  /**
   * Whether it takes more than one page, from the counts read for the route table (`pages`: the
   * table's other pages). Its later pages' route is declared only then: with `ssr:false`, React
   * Router refuses a route with a loader that has no page to pre-render.
   */
  hasLaterPages: (counts: ArticleCounts, pages: readonly string[]) => boolean;
  /** Whether its later pages are in the sitemap (the lists of /search and the key are not). */
  inSitemap: boolean;
}

/**
 * Every paged listing, each declared once: the route table (app/routes.ts), the pre-rendered
 * paths and the sitemap read them here, and their later pages' paths, from the content, are in
 * `laterPagePaths` (paged-listing-paths.server.ts), which must name each one.
 */
export const pagedListings = {
  // A section's articles after its first page (/types is page 1), when one has more.
  sections: {
    route: { path: ":section/page/:page", file: "routes/listing-page.tsx" },
    hasLaterPages: hasLaterListingPages,
    inSitemap: true,
  },
  // The photo credits after their first page (/credits), when they take more.
  credits: {
    route: { path: "credits/page/:page", file: "routes/credits.tsx", id: "credits-page" },
    hasLaterPages: hasLaterCreditsPages,
    inSitemap: true,
  },
  // The key's list of species after its first page (/identify), when it takes more.
  key: {
    route: { path: "identify/page/:page", file: "routes/identify.tsx", id: "identify-page" },
    hasLaterPages: hasLaterKeyPages,
    inSitemap: false,
  },
  // The directory of every page after its first (/search), when it has more.
  directory: {
    route: { path: "search/page/:page", file: "routes/search.tsx", id: "search-page" },
    hasLaterPages: (counts, pages) => hasLaterDirectoryPages(pages, counts),
    inSitemap: false,
  },
} satisfies Record<string, PagedListing>;

/** The name of a paged listing, e.g. "credits". */
export type PagedListingName = keyof typeof pagedListings;
