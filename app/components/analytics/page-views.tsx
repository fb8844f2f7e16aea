import { useEffect } from "react";
import { useLocation } from "react-router";
import { sendsGlobalPrivacyControl } from "#app/components/consent/consent-gate.ts";
import { siteConfig } from "#app/config/site.ts";
import { withBase } from "#app/lib/site-url.ts";
import { setPagePath, setPurposes } from "./analytics-gate.ts";

/**
 * Tells analytics which page the visitor is on, after hydration and after each client-side
 * navigation. With consent mode "none" nobody is asked: statistics are allowed, unless the
 * browser sends Global Privacy Control.
 */
export function PageViews() {
  const { pathname, search } = useLocation();
  // With the base path of a site served under one, as the address bar shows it.
  useEffect(() => setPagePath(withBase(pathname) + search), [pathname, search]);
  useEffect(() => {
    if (siteConfig.consent.mode === "none")
      setPurposes({ ads: true, statistics: !sendsGlobalPrivacyControl() });
  }, []);
  return null;
}
