import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSettings } from "#app/config/settings.ts";
import { withBase } from "#app/lib/site-url.ts";
import { watchConsent } from "./analytics-gate.ts";
import { setPagePath } from "./analytics-state.ts";

/**
 * Tells analytics which page the visitor is on, after hydration and after each client-side
 * navigation, and lets it follow the visitor's consent from then on.
 */
export function PageViews() {
  const { pathname, search } = useLocation();
  const { analytics } = useSettings();
  // With the base path of a site served under one, as the address bar shows it.
  useEffect(() => setPagePath(withBase(pathname) + search), [pathname, search]);
  useEffect(() => watchConsent(analytics), [analytics]);
  return null;
}
