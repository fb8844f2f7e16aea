/**
 * The id of the link to the whole stylesheet, which a built page adds once it has painted
 * (scripts/pipeline/document/hydrate-after-first-paint.ts). Until it has loaded, the page has only
 * the styles of its own markup: markup put in later (the home page's in-season cards) waits for it.
 */
export const siteStylesheetId = "site-stylesheet";

/**
 * Applies the whole stylesheet, which every page links without applying it (ADR 041 and 046):
 * applied, it restyles every element of the page, a long task on a phone, so it waits until a
 * script needs a rule the page's own styles may lack. Called before a script puts in markup of its
 * own or sets a class or an attribute that a rule reads; the styles then hold from the next frame,
 * and the markup never shows unstyled. Nothing to do where the page has no such link (in
 * development the page holds every rule) or has applied it.
 */
export function applySiteStylesheet(): void {
  document.getElementById(siteStylesheetId)?.removeAttribute("media");
}
