/**
 * The core's islands (ADR 035), by the name their elements carry: each a module under app/ whose
 * default export is an `Island` (app/lib/island.ts). The features list theirs in their manifests.
 */
export const coreIslands: Record<string, string> = {
  "link-prefetch": "components/layout/link-prefetch.island.ts",
  welcome: "components/home/welcome.island.ts",
  "narrow-menu": "components/layout/narrow-menu.island.ts",
  tooltips: "components/layout/tooltips.island.ts",
  "current-year": "components/layout/current-year.island.ts",
  "unknown-path": "components/unknown-path.island.ts",
};
