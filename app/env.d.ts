/** The year `npm run build` ran, set by `define` in vite.config.ts. */
declare const __BUILD_YEAR__: number;
/**
 * What the banner asks about, as the features that need consent publish it at build time
 * (scripts/pipeline/build-constants.ts): the ad hosts, and the statistics provider or null.
 */
declare const __ADS_PURPOSE__: import("./lib/consent-purposes.ts").AskedPurposes["ads"];
declare const __STATISTICS_PURPOSE__:
  import("./lib/consent-purposes.ts").AskedPurposes["statistics"] | null;
/**
 * The first URL each kind of ad loads, its network's script (the banner's with `{bannerId}`), or
 * null without one: what a page's probe asks for (app/features/ads/feature.ts, ADR 044).
 */
declare const __AD_PROBE_URLS__: import("./features/ads/ad-hosts.ts").AdProbeUrls;
/**
 * The `lang` and `dir` the content is marked with where the site speaks another language
 * (`contentAttributesOf`, app/i18n/owner-words.ts), or null: app/ui/content-text.tsx.
 */
declare const __CONTENT_ATTRIBUTES__: ReturnType<
  typeof import("./i18n/owner-words.ts").contentAttributesOf
> | null;
/** `consent.mode`, fixed by the build (scripts/pipeline/build-constants.ts, ADR 034). */
declare const __CONSENT_MODE__: import("./config/site-config.ts").SiteConfig["consent"]["mode"];

declare module "virtual:privacy" {
  /** What /privacy lists, from the features' manifests (scripts/pipeline/privacy-plugin.ts). */
  const privacy: {
    storage: string[];
    thirdParties: import("./features/feature.ts").ThirdParty[];
  };
  export default privacy;
}

declare module "virtual:poison-route" {
  /** The table's entries of the owner's countries (app/features/safety/poison-route-plugin.ts). */
  const countries: import("./features/safety/poison-centres/types.ts").CountryEntry[];
  export default countries;
}

declare module "virtual:islands" {
  /** Where the browser loads app/start-islands.ts from (scripts/pipeline/islands-plugin.ts). */
  const islandsEntry: string;
  export default islandsEntry;
}

declare module "virtual:island-modules" {
  /** Each island's module, by the name its elements carry (scripts/pipeline/islands-plugin.ts). */
  const islands: Record<string, () => Promise<{ default: import("./lib/island.ts").Island }>>;
  export default islands;
}
