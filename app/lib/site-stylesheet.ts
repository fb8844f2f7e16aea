/**
 * The id of the link to the whole stylesheet, which a built page adds once it has painted
 * (scripts/pipeline/document/hydrate-after-first-paint.ts). Until it has loaded, the page has only
 * the styles of its own markup: markup put in later (the home page's in-season cards) waits for it.
 */
export const siteStylesheetId = "site-stylesheet";
