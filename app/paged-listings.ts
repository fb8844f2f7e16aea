import type { Feature, PagedListing } from "./features/feature.ts";
import { hasLaterDirectoryPages, hasLaterListingPages } from "./lib/content/article-files.ts";

/**
 * The core's paged listings, each declared once: the route table (app/routes.ts), the
 * pre-rendered paths and the sitemap read them here, with the features' (their manifests'
 * `pagedListings`: /credits', the key's), and their later pages' paths, from the content, are in
 * `laterPagePaths` (paged-listing-paths.server.ts), which must name each one.
 */
export const pagedListings = {
  // A section's articles after its first page (/types is page 1), when one has more.
  sections: {
    route: { path: ":section/page/:page", file: "routes/listing-page.tsx" },
    hasLaterPages: hasLaterListingPages,
    inSitemap: true,
  },
  // The directory of every page after its first (/search), when it has more.
  directory: {
    route: { path: "search/page/:page", file: "routes/search.tsx", id: "search-page" },
    hasLaterPages: (counts, pages) => hasLaterDirectoryPages(pages, counts),
    inSitemap: false,
  },
} satisfies Record<string, PagedListing>;

/** The name of one of the core's paged listings, e.g. "sections". */
export type PagedListingName = keyof typeof pagedListings;

/**
 * Every paged listing's later pages' route, in the route table's order: the sections', the
 * features' (as their manifests list them), the directory's, which lists every other page.
 */
export const pagedListingRoutes = (features: readonly Feature[]): PagedListing[] => [
  pagedListings.sections,
  ...features.flatMap((feature) => feature.pagedListings ?? []),
  pagedListings.directory,
];
