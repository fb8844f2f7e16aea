import { useEffect, useLayoutEffect } from "react";
import { adDensityScript, narrowLayout, showAdsWithinDensity } from "./ad-density.ts";

/**
 * Keeps the ads on a narrow screen within the ad density: on the first load, an inline script
 * decides as the page is parsed, before its first paint; mounted again for each page (keyed by
 * its path), it decides before the new page is painted, and again when the window crosses 1024 px.
 * Placed after every slot and before the footer, so no slot appears or goes under the eyes.
 */
export function AdDensityCheck() {
  useLayoutEffect(() => showAdsWithinDensity(document), []);
  useEffect(() => {
    const layout = matchMedia(narrowLayout);
    const decide = () => showAdsWithinDensity(document);
    layout.addEventListener("change", decide);
    return () => layout.removeEventListener("change", decide);
  }, []);
  return <script dangerouslySetInnerHTML={{ __html: adDensityScript }} suppressHydrationWarning />;
}
