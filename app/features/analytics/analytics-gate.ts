import type { SiteConfig } from "#app/config/site-config.ts";
import { publishedPurposes, watchPurposes } from "#app/lib/consent-purposes.ts";
import { announceChange } from "./analytics-state.ts";

// The part of analytics every page loads: it loads the provider (analytics-loader.ts, its own
// chunk) the first time statistics are allowed, so nothing of it loads before consent, and
// nothing at all on a site without analytics. Consent publishes the purposes
// (app/lib/consent-purposes.ts).

let loading = false;

function onPurposes(analytics: SiteConfig["analytics"]) {
  announceChange();
  if (!publishedPurposes()?.statistics || loading) return;
  loading = true;
  import("./analytics-loader.ts").then(
    (loader) => loader.startAnalytics(analytics),
    // Blocked or offline: a later consent tries again.
    () => (loading = false),
  );
}

/**
 * Loads the rest of analytics, with the owner's `analytics` settings, once statistics are first
 * allowed; returns how to stop watching.
 */
export function watchConsent(analytics: SiteConfig["analytics"]): () => void {
  onPurposes(analytics);
  return watchPurposes(() => onPurposes(analytics));
}
