import { publishedPurposes } from "#app/lib/consent-purposes.ts";

// What the pages tell analytics, shared by the part every page loads (analytics-gate.ts) and the
// part loaded once statistics are allowed (analytics-loader.ts): the page the visitor is on.

let pagePath: string | undefined;
let changed: (() => void) | undefined;

/** The page the visitor is on, its path and query, on load and after each client-side navigation. */
export function setPagePath(path: string) {
  pagePath = path;
  changed?.();
}

/** Tells the loaded analytics of a change of consent or of page. */
export const announceChange = () => changed?.();

export function analyticsState() {
  return { purposes: publishedPurposes(), pagePath };
}

/** Lets the loaded analytics follow the consent and the pages from now on. */
export function watchAnalyticsState(onChange: () => void) {
  changed = onChange;
  onChange();
}
