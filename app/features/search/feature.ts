import type { Feature } from "#app/features/feature.ts";
import { fill } from "#app/i18n/format.ts";
import { writeSearchIndex } from "./search-index.ts";
import { slashKeyStorageKey } from "./search-keys.ts";

/** The site's search: Pagefind's index of every page, loaded by the dialog on first use. */
export const searchFeature: Feature = {
  name: "search",
  // Pagefind compiles its WebAssembly on the page, which script-src must allow; its script and
  // index are the site's own files, and it runs without a worker.
  cspSources: () => ({ "script-src": ["'wasm-unsafe-eval'"] }),
  islands: {
    "search-trigger": { module: "features/search/search-trigger.island.ts", onEveryPage: true },
    "species-suggestions": { module: "features/search/species-suggestions.island.ts" },
  },
  // The visitor's choice to turn "/" off, the one thing the search keeps.
  storage: (_config, { privacy: messages }) => [
    fill(messages.storesSearchSlashKeyChoice, { key: slashKeyStorageKey }),
  ],
  siteSteps: [
    {
      name: "search index",
      run: async ({ site, searchPages }) => void (await writeSearchIndex(site, searchPages)),
    },
  ],
};
