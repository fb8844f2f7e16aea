import type { Feature } from "#app/features/feature.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { hasLaterKeyPages } from "#app/lib/content/article-files.ts";
import { identifyPage } from "#app/lib/page-paths.ts";
import { keySpeciesPath } from "./key-locations.ts";
import { laterKeyPaths } from "./key-species.server.ts";

/** Its route module, which serves /identify and its later pages. */
const keyModule = "features/identify/identify.tsx";

/**
 * The multi-access key at /identify, kept offline with its later pages and its species file. Its
 * pages put the list of species in their HTML apart from their data (key-list.server.tsx).
 */
export const identifyFeature: Feature = {
  name: "identify",
  routes: [
    {
      path: identifyPage.slice(1),
      file: keyModule,
      title: (config) => siteMessages(config.language, config.texts).identify.title,
      offline: true,
    },
  ],
  islands: { "identify-key": { module: "features/identify/identify-key.island.ts" } },
  // The key's species, loaded with its code as the visitor starts choosing.
  resourceRoutes: [
    {
      path: keySpeciesPath.slice(1),
      file: "features/identify/identify-species[.]json.ts",
      offline: true,
    },
  ],
  pagedListings: [
    {
      // The key's list of species after its first page, when it takes more.
      route: { path: "identify/page/:page", file: keyModule, id: "identify-page" },
      hasLaterPages: hasLaterKeyPages,
      inSitemap: false,
      offline: true,
      laterPaths: laterKeyPaths,
    },
  ],
  documentHtml: "features/identify/key-list.server.tsx",
};
