import type { AnalyticsConfig } from "./analytics.schema.ts";
import type { Island } from "#app/lib/island.ts";
import { watchConsent } from "./analytics-gate.ts";
import { pageShownAgain, setPagePath } from "./analytics-state.ts";

/**
 * Tells analytics which page the visitor is on, and lets it follow the visitor's consent from
 * then on: the provider loads the first time statistics are allowed (analytics-gate.ts).
 */
export default {
  mount([settings]) {
    const analytics = JSON.parse(settings?.dataset.analytics ?? "null") as AnalyticsConfig | null;
    if (!analytics) return;
    // With the base path of a site served under one, as the address bar shows it.
    setPagePath(location.pathname + location.search);
    // A page the visitor went back to comes from the browser's memory, its scripts not run again:
    // a visit all the same.
    addEventListener("pageshow", (event) => {
      if (event.persisted) pageShownAgain();
    });
    watchConsent(analytics);
  },
} satisfies Island;
