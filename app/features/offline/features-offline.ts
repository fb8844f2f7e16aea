import type { SiteConfig } from "#app/config/site-config.ts";
import type { Feature, OfflinePage } from "#app/features/feature.ts";
import type { ContentIndex } from "#app/lib/content/content.server.ts";

/** What of the features' own the offline atlas keeps, as their manifests mark it `offline`. */
export interface FeaturesOffline {
  /** Their pages, each named in the atlas's list by its title (/identify, /glossary…). */
  pages: OfflinePage[];
  /** Their paged listings' later pages (the key's). */
  laterPages: string[];
  /** Their resource routes' files (the key's species). */
  files: string[];
}

/** Nothing of a feature's: the atlas of the core's pages alone. */
export const noFeaturesOffline: FeaturesOffline = { pages: [], laterPages: [], files: [] };

/**
 * What the atlas keeps of `features` (the site's list, passed in by the build): the offline
 * atlas names no feature, each says what of its own is kept.
 */
export function featuresOffline(
  features: readonly Feature[],
  config: SiteConfig,
  content: ContentIndex,
): FeaturesOffline {
  return {
    pages: features
      .flatMap((feature) => feature.routes ?? [])
      .filter((route) => route.offline)
      .map((route) => ({ path: `/${route.path}`, label: route.title(config) })),
    laterPages: features
      .flatMap((feature) => feature.pagedListings ?? [])
      .filter((listing) => listing.offline)
      .flatMap((listing) => listing.laterPaths(content)),
    files: features
      .flatMap((feature) => feature.resourceRoutes ?? [])
      .filter((file) => file.offline)
      .map((file) => `/${file.path}`),
  };
}
