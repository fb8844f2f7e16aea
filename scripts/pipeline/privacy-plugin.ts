import type { Plugin } from "vite";
import type { SiteConfig } from "#app/config/site-config.ts";
import type { Feature } from "#app/features/feature.ts";
import { siteFeatures } from "#app/features/index.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { thirdPartiesOf } from "#app/lib/third-parties.ts";

const id = "virtual:privacy";

/**
 * `import privacy from "virtual:privacy"` gives what /privacy lists, from each feature's manifest
 * at build time: what the site keeps in the visitor's browser, and the other companies' services
 * its pages load. The page carries the list, not the code that makes it.
 */
export function privacyPlugin(
  config: SiteConfig,
  words: Catalogue,
  features: readonly Feature[] = siteFeatures,
): Plugin {
  return {
    name: "fungi-atlas:privacy",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(moduleId) {
      if (moduleId !== `\0${id}`) return undefined;
      const privacy = {
        storage: features.flatMap((feature) => feature.storage?.(config, words) ?? []),
        thirdParties: thirdPartiesOf(config, words, features),
      };
      return `export default ${JSON.stringify(privacy)};`;
    },
  };
}
