import type { Feature } from "#app/features/feature.ts";

/**
 * Species as data: the `species` blocks of content/types/ (app/lib/content/species.ts) and their
 * pages' facts, pairs and index. Everything it needs is in the content; it adds nothing to the
 * configuration, the policy or /privacy. Its island is the index's filters.
 */
export const speciesFeature: Feature = {
  name: "species",
  islands: { "species-filters": { module: "features/species/species-filters.island.ts" } },
};
