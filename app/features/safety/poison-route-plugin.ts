import type { Plugin } from "vite";
import type { SiteConfig } from "#app/config/site-config.ts";
import { ownerEntries } from "./poison-centres/poison-centres.ts";

const id = "virtual:poison-route";

/**
 * `import countries from "virtual:poison-route"` gives the table's entries of the owner's
 * countries (`safety.country`), chosen at build time: every harmful species' page carries the
 * lines its danger panel gives, not the table of every country.
 */
export function poisonRoutePlugin(config: SiteConfig): Plugin {
  return {
    name: "fungi-atlas:poison-route",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(moduleId) {
      if (moduleId !== `\0${id}`) return undefined;
      const countries = ownerEntries([config.safety?.country ?? []].flat());
      return `export default ${JSON.stringify(countries)};`;
    },
  };
}
