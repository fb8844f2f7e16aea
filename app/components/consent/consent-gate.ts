import { useSyncExternalStore } from "react";
import { siteConfig } from "#app/config/site.ts";

// The part of consent every page loads: whether ads may load now. Deciding it (time zone, stored
// choice, Global Privacy Control, the TCF platform) is in the chunk loaded after hydration.

const { consent } = siteConfig;
let adsAllowed = consent.mode === "none";
const listeners = new Set<() => void>();

/** Lets ad slots create their frames (true) or removes them and keeps them out (false). */
export function setAdsAllowed(allowed: boolean) {
  adsAllowed = allowed;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether ads may load; false in the pre-rendered HTML and until consent is known. */
export function useAdsAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => adsAllowed,
    () => false,
  );
}

/** Sent by browsers whose visitor asked sites not to sell or share their data. */
export function sendsGlobalPrivacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
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
