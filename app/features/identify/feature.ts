import type { Feature } from "#app/features/feature.ts";

/**
 * The multi-access key at /identify. Its pages put the list of species in their HTML apart from
 * their data (key-list.server.tsx).
 */
export const identifyFeature: Feature = {
  name: "identify",
  documentHtml: "features/identify/key-list.server.tsx",
};
