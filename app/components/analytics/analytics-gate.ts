// What the pages tell analytics: the visitor's consent and the page they are on. It loads the
// provider (analytics-loader.ts, its own chunk) the first time statistics are allowed, so nothing of
// it loads before consent, and nothing at all on a site without analytics.

/** The visitor's answer for each purpose the banner asks about. */
export interface Purposes {
  ads: boolean;
  statistics: boolean;
}

let purposes: Purposes | undefined;
let pagePath: string | undefined;
let changed: (() => void) | undefined;
let loading = false;

/** The consent, as the banner, the consent platform, or the mode "none" decides it, now and on every change. */
export function setPurposes(next: Purposes) {
  purposes = next;
  changed?.();
  if (!next.statistics || loading) return;
  loading = true;
  import("./analytics-loader.ts").then(
    (loader) => loader.startAnalytics(),
    // Blocked or offline: a later consent tries again.
    () => (loading = false),
  );
}

/** The page the visitor is on, its path and query, on load and after each client-side navigation. */
export function setPagePath(path: string) {
  pagePath = path;
  changed?.();
}

export function analyticsState() {
  return { purposes, pagePath };
}

/** Lets the loaded analytics follow the consent and the pages from now on. */
export function watchAnalyticsState(onChange: () => void) {
  changed = onChange;
  onChange();
}
