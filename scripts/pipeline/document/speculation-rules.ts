import type { Root } from "hast";
import { select } from "hast-util-select";
import { h } from "hastscript";
import { noPrefetchAttribute } from "#app/lib/prefetch.ts";

/**
 * The rules by which a browser that has Speculation Rules (Chromium) fetches a page of the site
 * before the visitor follows its link, so that it shows without a wait: every link is a document
 * load (ADR 035). `base` is the site's path, "" at the root of its origin.
 *
 * Only prefetched, never prerendered: a prerendered page would run its scripts, register as an open
 * page with the offline worker and take an atlas before the visitor chose it (ADR 027's update rule).
 * "moderate" fetches a page on a sign of intent, a pointer resting on its link (200 ms on a desktop)
 * or a finger coming down on it, not every link in view, and Chrome keeps at most two such fetches:
 * a phone does not download a long list's every link. Files the site links (feeds, photos' full
 * sizes) are not pages: a dot in the path leaves them out, as a link to download does, and a link
 * an island answers in place (`noPrefetchAttribute`).
 */
export function speculationRules(base: string) {
  return {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: sitePages(base) },
            { not: { href_matches: siteFiles(base) } },
            { not: { selector_matches: `[download], [target=_blank], [${noPrefetchAttribute}]` } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  };
}

/** The URL pattern of the site's pages, relative to the page: its files too. */
export const sitePages = (base: string) => `${base}/*`;

/** The URL pattern of the site's files that are not pages: a dot in the path. */
export const siteFiles = (base: string) => `${base}/*.*`;

/**
 * Writes the page's speculation rules at the end of its body. The browser runs them as it runs a
 * script, so the page's Content-Security-Policy allows them by their hash, as it does every inline
 * script (scripts/pipeline/policy/content-security-policy.ts).
 */
export function addSpeculationRules(tree: Root, base: string): void {
  const body = select("body", tree);
  if (!body) throw new Error("the document has no body to put its speculation rules in");
  body.children.push(
    h("script", { type: "speculationrules" }, JSON.stringify(speculationRules(base))),
  );
}
