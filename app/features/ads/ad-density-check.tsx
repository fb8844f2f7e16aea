import { adDensityScript } from "./ad-density.ts";

/**
 * Keeps the ads on a narrow screen within the ad density: an inline script decides as the page is
 * parsed, before its first paint; the slots' island decides again when the window crosses 1024 px
 * (ad-slot.island.ts). Placed after every slot and before the footer, so no slot appears or goes
 * under the eyes.
 */
export function AdDensityCheck() {
  return <script dangerouslySetInnerHTML={{ __html: adDensityScript }} suppressHydrationWarning />;
}
