import { adsFeature } from "./ads/feature.ts";
import { analyticsFeature } from "./analytics/feature.ts";
import { consentFeature } from "./consent/feature.ts";
import { embedsFeature } from "./embeds/feature.ts";
import type { Feature } from "./feature.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import type { AskedPurposes } from "#app/lib/consent-purposes.ts";
import { glossaryFeature } from "./glossary/feature.ts";
import { identifyFeature } from "./identify/feature.ts";
import { offlineFeature } from "./offline/feature.ts";
import { photosFeature } from "./photos/feature.ts";
import { safetyFeature } from "./safety/feature.ts";
import { searchFeature } from "./search/feature.ts";
import { speciesFeature } from "./species/feature.ts";

/**
 * The site's features, for the build: the configuration's schema, the pages' policy, /privacy,
 * the build's warnings, files and steps all read this list, in this order. Adding a feature is its
 * folder and a line here. (Its pages and components are imported by the routes as any module.)
 */
export const siteFeatures: readonly Feature[] = [
  adsFeature,
  embedsFeature,
  consentFeature,
  analyticsFeature,
  searchFeature,
  speciesFeature,
  identifyFeature,
  safetyFeature,
  photosFeature,
  glossaryFeature,
  // Last: its step saves the search index and the photos the steps before it write.
  offlineFeature,
];

/** What the features need consent for, for the banner to ask about (their `consentPurposes`). */
export const askedPurposes = (
  config: SiteConfig,
  features: readonly Feature[] = siteFeatures,
): Partial<AskedPurposes> =>
  Object.assign({}, ...features.map((feature) => feature.consentPurposes?.(config) ?? {}));
