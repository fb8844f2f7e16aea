import type { IslandModule } from "./features/feature.ts";

/**
 * The core's islands (ADR 035), by the name their elements carry: each a module under app/ whose
 * default export is an `Island` (app/lib/island.ts). The features list theirs in their manifests.
 */
export const coreIslands: Record<string, IslandModule> = {
  "link-prefetch": { module: "components/layout/link-prefetch.island.ts", onEveryPage: true },
  welcome: { module: "components/home/welcome.island.ts" },
  "narrow-menu": { module: "components/layout/narrow-menu.island.ts", onEveryPage: true },
  tooltips: { module: "components/layout/tooltips.island.ts", onEveryPage: true },
  "current-year": { module: "components/layout/current-year.island.ts", onEveryPage: true },
  "unknown-path": { module: "components/unknown-path.island.ts" },
};
