/** The page that lists every credited photo of the site, a page at a time. */
export const creditsPage = "/credits";

/**
 * How many photos a page of /credits lists (about 1.1 KB of HTML each, with its data): /credits,
 * then /credits/page/2 and on, so it stays under 100 KB however many photos the site has.
 */
export const photosPerCreditsPage = 40;
