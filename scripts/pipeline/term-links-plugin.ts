import type { Plugin } from "vite";
import type { Feature } from "#app/features/feature.ts";

const id = "virtual:term-links";

/**
 * `import termLinks from "virtual:term-links"` gives where each field term is explained, by its
 * key, as the features publish it (`termLinks`: the glossary's anchors); `{}` without one. The
 * labels that name a term (app/features/species/term-link.tsx) read it, and name no feature.
 */
export function termLinksPlugin(features: readonly Feature[]): Plugin {
  return {
    name: "fungi-atlas:term-links",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return;
      const links = Object.assign({}, ...features.map((feature) => feature.termLinks ?? {}));
      return `export default ${JSON.stringify(links)};`;
    },
  };
}
