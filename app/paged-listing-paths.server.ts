import type { SiteConfig } from "./config/site-config.ts";
import type { Feature, PagedListing } from "./features/feature.ts";
import type { ContentIndex } from "./lib/content/content.server.ts";
import { laterDirectoryPaths } from "./lib/content/page-directory.server.ts";
import { laterListingPaths } from "./lib/content/section-listings.server.ts";
import { type PagedListingName, pagedListings } from "./paged-listings.ts";

/**
 * Each of the core's paged listings' pages after its first, from the content (`pages`: the route
 * table's pages), e.g. ["/types/page/2"]: one entry for each listing of `pagedListings`, which
 * the type holds. The features' listings give theirs in their manifests.
 */
export const laterPagePaths: Record<
  PagedListingName,
  (content: ContentIndex, pages: readonly string[], settings: SiteConfig) => string[]
> = {
  sections: (content) => laterListingPaths(content),
  directory: laterDirectoryPaths,
};

/** A paged listing with its later pages' paths, as the pre-rendering and the sitemap read it. */
export interface ListedLaterPages extends PagedListing {
  /** Its name among the core's, else its later pages' route id or pattern, e.g. "credits-page". */
  name: string;
  laterPaths: (content: ContentIndex, pages: readonly string[], settings: SiteConfig) => string[];
}

/** One of the core's paged listings with its later pages' paths. */
const core = (name: PagedListingName): ListedLaterPages => ({
  name,
  ...pagedListings[name],
  laterPaths: laterPagePaths[name],
});

/**
 * Every paged listing with its later pages' paths, in the route table's order (app/paged-listings.ts):
 * the sections', the features' (`features`, the site's list), the directory's.
 */
export function listingsWithPaths(features: readonly Feature[]): ListedLaterPages[] {
  return [
    core("sections"),
    ...features.flatMap((feature) =>
      (feature.pagedListings ?? []).map((listing) => ({
        ...listing,
        name: listing.route.id ?? listing.route.path,
        laterPaths: (content: ContentIndex) => listing.laterPaths(content),
      })),
    ),
    core("directory"),
  ];
}

/**
 * The later pages of every paged listing, in the route table's order: all of them for the
 * pre-rendering, or those the sitemap lists (`sitemap`).
 */
export function laterListingPages(
  content: ContentIndex,
  pages: readonly string[],
  features: readonly Feature[],
  settings: SiteConfig,
  { sitemap = false } = {},
): string[] {
  return listingsWithPaths(features)
    .filter((listing) => !sitemap || listing.inSitemap)
    .flatMap((listing) => listing.laterPaths(content, pages, settings));
}
