// The purposes consent decides (the banner, the consent platform, or mode "none"), published here
// for the features that need one: ads read `ads`, analytics `statistics`. Neither imports consent,
// and consent imports neither: what consent must know of them (the ad hosts, the statistics
// provider) is published at build time, by their feature manifests (`consentPurposes`).

/** The visitor's answer for each purpose the site asks about. */
export interface Purposes {
  ads: boolean;
  statistics: boolean;
}

/** What the features that need consent publish at build time, for the banner to ask about. */
export interface AskedPurposes {
  /** The ad networks' hosts: a consent given for some hosts is not one for others. */
  ads: { hosts: string[] };
  /** The statistics provider, where the site has one. */
  statistics: { id: string; provider: string; measuresSpeed: boolean };
}

let purposes: Purposes | undefined;
const listeners = new Set<() => void>();

/**
 * The purposes as they may be published: ads only where the site has ad hosts. On a site without
 * ads, an Accept given to statistics alone (or mode "none", or a consent platform's purpose 1) is
 * no consent to ads, which GA4's ad signals read.
 */
export const withAdsOnlyWhereShown = (next: Purposes, adHosts: readonly string[]): Purposes => ({
  ...next,
  ads: next.ads && adHosts.length > 0,
});

/** Publishes consent's decision, now and on every change. */
export function publishPurposes(next: Purposes) {
  purposes = withAdsOnlyWhereShown(next, __ADS_PURPOSE__.hosts);
  for (const listener of listeners) listener();
}

let asking = false;

/**
 * Publishes whether consent's own bar is on screen asking the visitor (mode "banner"): notices
 * that would share the foot of a phone's screen with it wait until it is answered.
 */
export function publishAsking(next: boolean) {
  asking = next;
  for (const listener of listeners) listener();
}

/**
 * Marks an element that places something above consent's bar (the welcome toast): the bar gives
 * the height it covers, as `--consent-banner-height`, to these elements alone. Set on the root, it
 * made every element of the page restyle as the bar came: 8 to 13 ms on `/identify`'s 1,200, one
 * task past a phone's 50 ms.
 */
export const aboveConsentBarAttribute = "data-above-consent-bar";

/** Whether consent's bar is asking now. */
export const consentIsAsking = () => asking;

/** The purposes as consent last decided them; undefined until it has. */
export const publishedPurposes = () => purposes;

/** Calls `listener` on each decision (and each change of `consentIsAsking`) from now on; returns how to stop. */
export function watchPurposes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether consent has decided and its bar asks nothing. */
const settled = () => purposes !== undefined && !asking;

/**
 * Calls `then` once consent has decided and its bar asks nothing: at once where it has, or the site
 * asks nothing; while its bar asks, once the visitor has answered.
 */
export function whenConsentSettles(then: () => void): void {
  if (settled()) return then();
  const stop = watchPurposes(() => {
    if (!settled()) return;
    stop();
    then();
  });
}

/** Sent by browsers whose visitor asked sites not to sell or share their data. */
export function sendsGlobalPrivacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}
