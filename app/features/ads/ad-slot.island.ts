import type { Island } from "#app/lib/island.ts";
import { whenConsentSettles } from "#app/lib/consent-purposes.ts";
import { narrowLayout, showAdsWithinDensity } from "./ad-density.ts";
import { loadAhead } from "./load-ahead.ts";

/**
 * Marks a slot's box `data-near` once it comes near the viewport, so that the loader, which comes
 * later (a reader scrolling on at once), loads its ad as if it had been watching.
 */
function markWhenNear(box: HTMLElement): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      box.dataset.near = "";
      observer.disconnect();
    },
    { rootMargin: loadAhead },
  );
  observer.observe(box);
}

/**
 * The page's ad slots (ad-slot.tsx), all at once: until the visitor's consent is known each stays
 * a placeholder, and loads no code; then the loader (ad-frame-loader.ts, a chunk of its own) gives
 * each its ad. Keeps the ads on a narrow screen within the ad density as the window crosses 1024
 * px (the page's inline script decided as it was parsed), and with `?ads=inspect` loads the
 * inspector.
 */
export default {
  mount(slots) {
    showAdsWithinDensity(document);
    matchMedia(narrowLayout).addEventListener("change", () => showAdsWithinDensity(document));
    for (const slot of slots) {
      const box = slot.querySelector<HTMLElement>(":scope > div");
      if (box) markWhenNear(box);
    }
    // A chunk of its own, fetched only then: it adds nothing to what visitors load.
    if (new URLSearchParams(location.search).get("ads") === "inspect") {
      import("./inspector/ad-inspector.ts").then(
        ({ inspectAds }) => inspectAds(document),
        // Offline, or replaced by a deploy: the page goes on without it.
        () => {},
      );
    }
    whenConsentSettles(() => {
      import("./ad-frame-loader.ts").then(
        ({ loadAds }) => loadAds(slots),
        // Offline, or replaced by a deploy since the page came: the slots stay placeholders.
        () => {},
      );
    });
  },
} satisfies Island;
