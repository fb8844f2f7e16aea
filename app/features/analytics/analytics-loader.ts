import type { Metric } from "web-vitals";
import type { SiteConfig } from "#app/config/site-config.ts";
import type { Purposes } from "#app/lib/consent-purposes.ts";
import { analyticsState, watchAnalyticsState } from "./analytics-state.ts";
import { providerOf } from "./providers/index.ts";
import type { Tracker } from "./providers/provider.ts";

/**
 * Loaded once statistics are first allowed: puts the provider on the page, counts each page the
 * visitor opens from now on (once each), passes consent changes on, and reports the visit's speed.
 */
export function startAnalytics(analytics: SiteConfig["analytics"]) {
  if (!analytics) return;
  const tracker = providerOf(analytics).start(analytics);
  let counted: string | undefined;
  let passedOn: Purposes | undefined;
  watchAnalyticsState(() => {
    const { purposes, pagePath, showing } = analyticsState();
    if (purposes && purposes !== passedOn) tracker.consent?.(purposes);
    passedOn = purposes;
    const view = `${showing} ${pagePath}`;
    if (!purposes?.statistics || pagePath === undefined || view === counted) return;
    counted = view;
    tracker.pageView?.(pagePath);
  });
  if (tracker.vitals) void reportVitals(tracker.vitals);
}

/**
 * LCP, INP and CLS of this visit, each when it is final (at the latest when the page is hidden),
 * for the path the visit began on: they measure the document, whatever its query became since
 * (`/search`, `/identify`). Sent only while statistics are still allowed.
 */
async function reportVitals(send: NonNullable<Tracker["vitals"]>) {
  const landingPath = location.pathname;
  const { onCLS, onINP, onLCP } = await import("web-vitals");
  const report = ({ name, value, rating }: Metric) => {
    if (!analyticsState().purposes?.statistics) return;
    const rounded = name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
    send(name, { path: landingPath, value: rounded, rating });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
