import { publishPurposes, sendsGlobalPrivacyControl } from "#app/lib/consent-purposes.ts";

// The part of consent every page loads. Deciding it (time zone, stored choice, Global Privacy
// Control, the TCF platform) is in the chunk loaded after hydration.

let publishedUnasked = false;

/**
 * With mode "none" nobody is asked: ads may load, and statistics unless the browser sends Global
 * Privacy Control. Published in the browser's first render of the layout, before any effect of
 * the page (an ad slot's) runs; once.
 */
export function publishUnasked() {
  if (publishedUnasked || typeof window === "undefined") return;
  publishedUnasked = true;
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
