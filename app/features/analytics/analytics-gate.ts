import { publishedPurposes, watchPurposes } from "#app/lib/consent-purposes.ts";

// What the pages tell analytics: the page they are on; consent publishes the purposes
// (app/lib/consent-purposes.ts). It loads the provider (analytics-loader.ts, its own chunk) the
// first time statistics are allowed, so nothing of it loads before consent, and nothing at all on
// a site without analytics.

let pagePath: string | undefined;
let changed: (() => void) | undefined;
let loading = false;

function onPurposes() {
  changed?.();
  if (!publishedPurposes()?.statistics || loading) return;
  loading = true;
  import("./analytics-loader.ts").then(
    (loader) => loader.startAnalytics(),
    // Blocked or offline: a later consent tries again.
    () => (loading = false),
  );
}

/** Loads the rest of analytics once statistics are first allowed; returns how to stop watching. */
export function watchConsent(): () => void {
  onPurposes();
  return watchPurposes(onPurposes);
}

/** The page the visitor is on, its path and query, on load and after each client-side navigation. */
export function setPagePath(path: string) {
  pagePath = path;
  changed?.();
}

export function analyticsState() {
  return { purposes: publishedPurposes(), pagePath };
}

/** Lets the loaded analytics follow the consent and the pages from now on. */
export function watchAnalyticsState(onChange: () => void) {
  changed = onChange;
  onChange();
}
