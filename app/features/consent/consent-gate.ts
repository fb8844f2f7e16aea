import { siteConfig } from "#app/config/site.ts";
import { publishPurposes, sendsGlobalPrivacyControl } from "#app/lib/consent-purposes.ts";

// The part of consent every page loads. Deciding it (time zone, stored choice, Global Privacy
// Control, the TCF platform) is in the chunk loaded after hydration; with mode "none" nobody is
// asked: ads may load, and statistics unless the browser sends Global Privacy Control.
if (siteConfig.consent.mode === "none" && typeof window !== "undefined") {
  publishPurposes({ ads: true, statistics: !sendsGlobalPrivacyControl() });
}

let openBanner: (() => void) | undefined;
let openRequested = false;

/**
 * "Privacy choices": opens the consent banner, or, when its chunk is still loading, as soon as it
 * has loaded, so that a click right after the page opens is not lost.
 */
export function requestConsentBanner() {
  if (openBanner) openBanner();
  else openRequested = true;
}

/** How the loaded banner opens on request; a request made while it was loading is answered now. */
export function answerConsentBannerRequests(open: () => void): () => void {
  openBanner = open;
  if (openRequested) {
    openRequested = false;
    open();
  }
  return () => {
    openBanner = undefined;
  };
}
