import { publishedPurposes } from "#app/lib/consent-purposes.ts";

// What the pages tell analytics, shared by the part every page loads (analytics-gate.ts) and the
// part loaded once statistics are allowed (analytics-loader.ts): the page the visitor is on.

let pagePath: string | undefined;
/** How many times the page was shown: once, and once more each time it came back from memory. */
let showing = 1;
let changed: (() => void) | undefined;

/** The page the visitor is on, its path and query. */
export function setPagePath(path: string) {
  pagePath = path;
  changed?.();
}

/** The page came back from the browser's memory (back or forward): a visit of its own. */
export function pageShownAgain() {
  showing += 1;
  changed?.();
}

/** Tells the loaded analytics of a change of consent or of page. */
export const announceChange = () => changed?.();

export function analyticsState() {
  return { purposes: publishedPurposes(), pagePath, showing };
}

/** Lets the loaded analytics follow the consent and the pages from now on. */
export function watchAnalyticsState(onChange: () => void) {
  changed = onChange;
  onChange();
}
