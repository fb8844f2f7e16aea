import type { Feature } from "#app/features/feature.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { poisonCentres, staleEntryWarnings } from "./poison-centres/poison-centres.ts";
import { poisonRoutePlugin } from "./poison-route-plugin.ts";
import { safetySchema } from "./safety.schema.ts";

/**
 * What the pages of harmful species tell a reader to do: the owner's poison centre, or the
 * poison line of the owner's country from the built-in table.
 */
export const safetyFeature: Feature = {
  name: "safety",
  config: { key: "safety", optional: true, schema: () => safetySchema },
  buildWarnings: ({ safety }) => [
    ...(safety?.emergency || safety?.country
      ? []
      : [
          'siteConfig.safety.country is not set: the pages of harmful species tell visitors to call their local emergency number; name your readers\' country (e.g. country: "DE"), or set their poison centre (emergency: name, phone).',
        ]),
    // The table ships with every site: a number gone stale misleads every owner's readers.
    ...staleEntryWarnings(poisonCentres, new Date()),
  ],
  vitePlugins: (config) => [poisonRoutePlugin(config)],
  routes: [
    {
      // Whom to call in every country of the table; offline too, needed most where there is no
      // signal for the web.
      path: "poison-centres",
      file: "features/safety/poison-centres/route.tsx",
      title: (config) => siteMessages(config.language, config.texts).poisonCentres.title,
      offline: true,
    },
  ],
};
