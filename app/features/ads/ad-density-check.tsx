import { adDensityScript } from "./ad-density.ts";

/**
 * Keeps the ads on a narrow screen within the ad density: an inline script decides in the frame of
 * the page's first paint, before it paints; the slots' island decides again when the window
 * crosses 1024 px (ad-slot.island.ts). Placed after every slot and before the footer, so no slot
 * appears or goes under the eyes.
 */
export function AdDensityCheck() {
  return <script dangerouslySetInnerHTML={{ __html: adDensityScript }} suppressHydrationWarning />;
}
