import { laterKeyPaths } from "./features/identify/key-species.server.ts";
import type { SiteConfig } from "./config/site-config.ts";
import type { ContentIndex } from "./lib/content/content.server.ts";
import { laterCreditsPaths } from "./lib/content/credits.server.ts";
import { laterDirectoryPaths } from "./lib/content/page-directory.server.ts";
import { laterListingPaths } from "./lib/content/section-listings.server.ts";
import { type PagedListingName, pagedListings } from "./paged-listings.ts";

/**
 * Each paged listing's pages after its first, from the content (`pages`: the route table's pages),
 * e.g. ["/credits/page/2"]: one entry for each listing of `pagedListings`, which the type holds.
 */
export const laterPagePaths: Record<
  PagedListingName,
  (content: ContentIndex, pages: readonly string[], settings: SiteConfig) => string[]
> = {
  sections: (content) => laterListingPaths(content),
  credits: (content) => laterCreditsPaths(content.articles),
  key: (content) => laterKeyPaths(content),
  directory: laterDirectoryPaths,
};

/**
 * The later pages of every paged listing, in the order they are declared: all of them for the
 * pre-rendering, or those the sitemap lists (`sitemap`).
 */
export function laterListingPages(
  content: ContentIndex,
  pages: readonly string[],
  settings: SiteConfig,
  { sitemap = false } = {},
): string[] {
  return (Object.keys(pagedListings) as PagedListingName[])
    .filter((name) => !sitemap || pagedListings[name].inSitemap)
    .flatMap((name) => laterPagePaths[name](content, pages, settings));
}
