import type { SiteConfig } from "#app/config/site-config.ts";
import type { Feature, FeatureDirective } from "#app/features/feature.ts";
import { siteFeatures } from "#app/features/index.ts";

/** What the features add to the pages' policy, by directive, each source once. */
export type FeatureSources = Partial<Record<FeatureDirective, string[]>>;

/**
 * Every feature's sources for this configuration (its `cspSources`), in the features' order: only
 * what each loads, and only where it is needed. Worked out once per build, for every page.
 */
export function featureSources(
  config: SiteConfig,
  features: readonly Feature[] = siteFeatures,
): FeatureSources {
  const sources: FeatureSources = {};
  for (const feature of features) {
    for (const [directive, values] of Object.entries(feature.cspSources?.(config) ?? {})) {
      const key = directive as FeatureDirective;
      sources[key] = [...new Set([...(sources[key] ?? []), ...values])];
    }
  }
  return sources;
}
