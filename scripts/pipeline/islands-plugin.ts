import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { Feature, IslandModule } from "../../app/features/feature.ts";

const entryId = "virtual:islands";
const modulesId = "virtual:island-modules";
const devEntryId = "virtual:islands-dev";
const appFolder = fileURLToPath(new URL("../../app/", import.meta.url));
const startIslands = `${appFolder}start-islands.ts`;

/** Every island's module by its name, from the core's list and the features' manifests. */
export function islandModules(
  core: Record<string, IslandModule>,
  features: readonly Pick<Feature, "name" | "islands">[],
): Record<string, IslandModule> {
  const modules = { ...core };
  for (const feature of features) {
    for (const [name, module] of Object.entries(feature.islands ?? {})) {
      if (name in modules) {
        throw new Error(
          `Two islands are called "${name}": the ${feature.name} feature's and another.`,
        );
      }
      modules[name] = module;
    }
  }
  return modules;
}

/**
 * What the islands' entry imports that the hydrated pages' root imports too (the brand's files,
 * the display face's name): a few bytes each, which the bundler would put in chunks of their own,
 * each a request more on every page.
 */
const sharedWithRoot = ["lib/brand.ts", "lib/display-font.ts"];

/**
 * Whether a module (a file path) goes in the chunk every page loads at once: an island on every
 * page, or a module the islands' entry shares with the root, rather than a request and a
 * compression of their own each.
 */
export function isEveryPageModule(modules: Record<string, IslandModule>): (id: string) => boolean {
  const files = new Set([
    ...Object.values(modules)
      .filter(({ onEveryPage }) => onEveryPage)
      .map(({ module }) => appFolder + module),
    ...sharedWithRoot.map((module) => appFolder + module),
  ]);
  return (id) => files.has(id);
}

/** `virtual:island-modules`: each island's loader, by its name. */
const modulesSource = (modules: Record<string, IslandModule>) =>
  `export default {\n${Object.entries(modules)
    .map(
      ([name, { module }]) =>
        `  ${JSON.stringify(name)}: () => import(${JSON.stringify(appFolder + module)}),`,
    )
    .join("\n")}\n};\n`;

/**
 * Builds app/start-islands.ts as an entry of its own in the browser's build, and gives its address
 * to the pre-rendering as `virtual:islands` (ADR 035): the root writes it into each page that React
 * does not hydrate. The browser's build runs before the server's, which pre-renders the pages.
 * `virtual:island-modules` gives the entry every island's loader.
 */
export function islandsPlugin(modules: Record<string, IslandModule>): Plugin {
  let base = "/";
  let builtEntry: string | undefined;
  return {
    name: "fungi-atlas:islands",
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      this.emitFile({ type: "chunk", id: startIslands, name: "islands" });
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const entry = Object.values(bundle).find(
        (file) => file.type === "chunk" && file.facadeModuleId === startIslands,
      );
      builtEntry = entry?.fileName;
    },
    resolveId: (id) =>
      id === entryId || id === modulesId || id === devEntryId ? `\0${id}` : undefined,
    load(id) {
      if (id === `\0${modulesId}`) return modulesSource(modules);
      // The dev server's entry: Vite's client first, which sets the build's constants
      // (`__CONSENT_MODE__`…) as globals there, as no page that React does not hydrate loads it
      // otherwise; then the islands.
      if (id === `\0${devEntryId}`) {
        return `import "${base}@vite/client";\nimport "${base}app/start-islands.ts";\n`;
      }
      if (id !== `\0${entryId}`) return;
      if (this.environment.mode === "dev") {
        return `export default ${JSON.stringify(`${base}@id/__x00__${devEntryId}`)};`;
      }
      // The browser's copy of the root never writes it: only hydrated pages run there.
      if (this.environment.name === "client") return `export default "";`;
      if (builtEntry === undefined) {
        this.error("app/start-islands.ts was not built: the browser's build must run first.");
      }
      return `export default ${JSON.stringify(base + builtEntry)};`;
    },
  };
}
