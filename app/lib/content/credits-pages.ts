import type { Article } from "./content.server.ts";
import { listingPagePath } from "./listing-pages.ts";

/** The page that lists every credited photo of the site, a page at a time. */
export const creditsPage = "/credits";

/**
 * How many photos a page of /credits lists (about 1.1 KB of HTML each, with its data): /credits,
 * then /credits/page/2 and on, so it stays under 100 KB however many photos the site has.
 */
export const photosPerCreditsPage = 40;

/** How many pages /credits has: one for each `photosPerCreditsPage` credited photos, in any order. */
export function creditsPageCount(articles: readonly Article[]): number {
  const credited = articles.reduce(
    (sum, article) => sum + article.photos.filter((photo) => photo.credit).length,
    0,
  );
  return Math.ceil(credited / photosPerCreditsPage);
}

/**
 * The pages of /credits after the first, e.g. ["/credits/page/2"]: pre-rendered, in the sitemap.
 * From the count of credited photos alone (`creditsPages` fills each page but the last), so the
 * photos' manifest reads it without the module that sorts the credits in the site's language.
 */
export function laterCreditsPaths(articles: readonly Article[]): string[] {
  return Array.from({ length: Math.max(0, creditsPageCount(articles) - 1) }, (_, offset) =>
    listingPagePath(creditsPage, offset + 2),
  );
}
