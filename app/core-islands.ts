/**
 * The core's islands (ADR 035), by the name their elements carry: each a module under app/ whose
 * default export is an `Island` (app/lib/island.ts). The features list theirs in their manifests.
 */
export const coreIslands: Record<string, string> = {
  "unknown-path": "components/unknown-path.island.ts",
};
