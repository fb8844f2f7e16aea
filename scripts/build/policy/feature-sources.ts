import { adsSources } from "#app/components/ads/ads-csp.ts";
import { analyticsSources } from "#app/components/analytics/analytics-csp.ts";
import { consentSources } from "#app/components/consent/consent-csp.ts";
import { embedsSources } from "#app/components/embeds/embeds-csp.ts";
import { searchSources } from "#app/components/search/search-csp.ts";
import type { FeatureSources } from "#app/lib/csp.ts";

/**
 * Every feature that loads something from another origin, frames the site's own ad frame, or
 * compiles WebAssembly (the search): each declares its sources in its own folder, and the pages'
 * policy adds them in this order.
 */
export const featureSources: readonly FeatureSources[] = [
  adsSources,
  embedsSources,
  consentSources,
  analyticsSources,
  searchSources,
];
