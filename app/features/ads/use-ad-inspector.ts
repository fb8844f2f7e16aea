import { useEffect } from "react";

/**
 * Loads the ad inspector (inspector/ad-inspector.ts) when the page is opened with `?ads=inspect`:
 * a chunk of its own, fetched only then, so it adds nothing to what visitors load. It stays on
 * while the owner browses on: it follows the slots of each page.
 */
export function useAdInspector(): void {
  useEffect(() => {
    if (new URLSearchParams(location.search).get("ads") !== "inspect") return;
    void import("./inspector/ad-inspector.ts").then(({ inspectAds }) => inspectAds(document));
  }, []);
}
