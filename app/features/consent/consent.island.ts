import type { Island } from "#app/lib/island.ts";
import { localStorageOrMemory } from "#app/lib/local-storage.ts";
import {
  type Purposes,
  publishAsking,
  publishPurposes,
  publishedPurposes,
  sendsGlobalPrivacyControl,
} from "#app/lib/consent-purposes.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import {
  consentApplies,
  consentVersion,
  firstDecision,
  readChoice,
  readStatistics,
} from "./consent-rules.ts";

// What every page runs of consent, after the first paint: the decision. The bar's code (its own
// chunk) loads only to ask, or when the visitor asks for it; a returning visitor whose choice is
// stored loads none of it. The mode is the build's (`__CONSENT_MODE__`): the others' code is left out.

/** The element `ConsentManager` renders, where the bar goes, and what it says of the settings. */
function settingsOf(host: HTMLElement) {
  return {
    regions: (host.dataset.regions ?? "europe") as SiteConfig["consent"]["regions"],
    cmpScriptUrl: host.dataset.cmpScriptUrl,
  };
}

/**
 * Mode "banner": Global Privacy Control means Reject; a stored choice for the same purposes,
 * under 12 months old, holds; otherwise the bar asks where `regions` applies.
 */
function decideOnLoad(regions: SiteConfig["consent"]["regions"]) {
  const version = consentVersion(__ADS_PURPOSE__, __STATISTICS_PURPOSE__);
  const applies = consentApplies(regions);
  const globalPrivacyControl = sendsGlobalPrivacyControl();
  const storage = localStorageOrMemory();
  const now = Date.now();
  const decide = (stored: ReturnType<typeof readChoice>) =>
    firstDecision({ applies, globalPrivacyControl, stored });
  return {
    ads: __ADS_PURPOSE__.hosts.length > 0 ? decide(readChoice(storage, version, now)) : "deny",
    statistics: __STATISTICS_PURPOSE__ ? decide(readStatistics(storage, version, now)) : "deny",
  };
}

/** Whether the bar must ask: for a purpose the site has, with no answer that holds. */
const asks = (decision: ReturnType<typeof decideOnLoad>) =>
  decision.ads === "ask" || decision.statistics === "ask";

/**
 * Shows the bar, loading its code first; `focus` when the visitor asked for it. Resolves false when
 * the code did not come (offline, or a deploy replaced it).
 */
const openBar = (host: HTMLElement, focus: boolean) =>
  import("./consent-banner.client.ts").then(
    (bar) => {
      loadedBar = bar;
      void bar.openConsentBanner(host, focus);
      return true;
    },
    () => false,
  );

let loadedBar: typeof import("./consent-banner.client.ts") | undefined;

const purposesOf = (decision: ReturnType<typeof decideOnLoad>): Purposes => ({
  ads: decision.ads === "allow",
  statistics: decision.statistics === "allow",
});

/**
 * A page the visitor went back to comes from the browser's memory as they left it: a choice made
 * since, on another page, holds here too, and the bar asking for it goes.
 */
function followChoicesMadeElsewhere(regions: SiteConfig["consent"]["regions"]) {
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    const decision = decideOnLoad(regions);
    if (asks(decision)) return;
    const next = purposesOf(decision);
    const current = publishedPurposes();
    if (current?.ads !== next.ads || current.statistics !== next.statistics) publishPurposes(next);
    loadedBar?.closeConsentBanner();
  });
}

export default {
  async mount(elements) {
    const [host, ...reopeners] = elements;
    if (!host) return;
    if (__CONSENT_MODE__ === "none") {
      publishPurposes({ ads: true, statistics: !sendsGlobalPrivacyControl() });
      return;
    }
    if (__CONSENT_MODE__ === "tcf") {
      // If the chunk fails to load, ads stay off: never without consent.
      await import("./tcf.client.ts").then(
        (tcf) => tcf.startConsentPlatform(settingsOf(host)),
        () => {},
      );
      return;
    }
    // "Privacy choices", in the footer: a click before the bar's code has come opens it once it has.
    for (const button of reopeners) {
      button.addEventListener("click", () => void openBar(host, true));
    }
    const { regions } = settingsOf(host);
    followChoicesMadeElsewhere(regions);
    const onLoad = decideOnLoad(regions);
    const asking = asks(onLoad);
    // Before the decision is published, so that whoever reads it knows whether the bar asks.
    publishAsking(asking);
    publishPurposes(purposesOf(onLoad));
    if (!asking) return;
    // Without the bar's code nothing asks, and ads stay off.
    if (!(await openBar(host, false))) publishAsking(false);
  },
} satisfies Island;
