import { chainsFrom, featureOf, type ImportGraph, siteWords } from "./import-graph.ts";

// The layers of the app (docs/decisions/031-layers.md), from the bottom: the content model and
// the helpers (app/lib/, the content model in app/lib/content/) and the UI primitives (app/ui/);
// above them the features (app/features/<name>/), each a folder; above those the core's
// components, routes and route table, which put the features on pages. An arrow may point down
// or sideways between features, never up, and the features' folders never loop.

/** The folders below the features. */
const lowerLayers = ["app/lib/", "app/ui/"];

/**
 * What a module below the features must not reach, even through others: a feature's folder, the
 * feature list, the route table and its modules, the core's components.
 */
const isAboveTheFeatures = (file: string): boolean =>
  featureOf(file) !== undefined ||
  file === "app/features/index.ts" ||
  file === "app/routes.ts" ||
  file === "app/core-pages.ts" ||
  file.startsWith("app/routes/") ||
  file.startsWith("app/components/");

/**
 * Each module below the features that reaches a feature, the route table or a component, with
 * the chain of imports that does (the first found): `a.ts -> b.ts -> app/features/x/c.ts`.
 */
export function upwardArrows(graph: ImportGraph): string[] {
  return [...graph.keys()]
    .filter((file) => lowerLayers.some((layer) => file.startsWith(layer)))
    .flatMap((file) => {
      const chain = [...chainsFrom(graph, file).values()].find((reached) =>
        isAboveTheFeatures(reached.at(-1) ?? ""),
      );
      return chain ? [chain.join(" -> ")] : [];
    });
}

/** Each import of the core's components by a feature: primitives a feature needs live in app/ui/. */
export function featureComponentArrows(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, imports]) =>
    featureOf(file) === undefined
      ? []
      : imports
          .filter((target) => target.startsWith("app/components/"))
          .map((target) => `${file} -> ${target}`),
  );
}

/**
 * Each loop between features' folders, as the folders in order and back to the first, each step
 * with one import that makes it: `species -> drawings -> species (a.tsx -> b.ts, b.ts -> c.ts)`.
 */
export function featureLoops(graph: ImportGraph): string[] {
  const steps = new Map<string, Map<string, string>>();
  for (const [file, imports] of graph) {
    const from = featureOf(file);
    if (from === undefined) continue;
    for (const target of imports) {
      const to = featureOf(target);
      if (to === undefined || to === from) continue;
      const out = steps.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${file} -> ${target}`);
      steps.set(from, out);
    }
  }
  const folderGraph = new Map([...steps].map(([from, out]) => [from, [...out.keys()]]));
  const loops = new Map<string, string>();
  for (const folder of folderGraph.keys()) {
    const back = [...chainsFrom(folderGraph, folder).entries()].find(([, chain]) =>
      (folderGraph.get(chain.at(-1) ?? "") ?? []).includes(folder),
    );
    if (!back) continue;
    const loop = [...back[1], folder];
    // Each loop once, told from the first of its folders met.
    const key = loop.slice(0, -1).toSorted().join(",");
    if (loops.has(key)) continue;
    const arrows = loop.slice(1).map((to, index) => steps.get(loop[index] ?? "")?.get(to));
    loops.set(key, `${loop.join(" -> ")} (${arrows.join(", ")})`);
  }
  return [...loops.values()];
}

/** The owner's settings (docs/decisions/034-settings-flow-down-as-values.md). */
const ownerSettings = "app/config/site.ts";

/** The two modules that read them: the app's root, and the build's entry for the build and scripts. */
const settingsReaders = new Set(["app/root.tsx", "scripts/pipeline/checked-site-config.ts"]);

/** Each import of `target` by a module that `mayRead` does not allow, as `file -> target`. */
const importsBeyond = (graph: ImportGraph, target: string, mayRead: (file: string) => boolean) =>
  [...graph].flatMap(([file, imports]) =>
    imports.includes(target) && !mayRead(file) ? [`${file} -> ${target}`] : [],
  );

/** Each import of the owner's settings by another module: it takes them as a value instead. */
export const settingsImports = (graph: ImportGraph): string[] =>
  importsBeyond(graph, ownerSettings, (file) => settingsReaders.has(file));

/**
 * Whether a module may read the site's words (docs/decisions/037-words-flow-down-as-values.md):
 * the root, which gives every page rendered at build time all of them, the words it gives the
 * hydrated page, and the modules that run only in the browser (an island, a `.client` module),
 * which give a tree they start its own.
 */
const readsWords = (file: string): boolean =>
  file === "app/root.tsx" ||
  file === "app/hydrated-page-words.ts" ||
  /\.(island|client)\.tsx?$/.test(file);

/** Each import of the site's words by a module that renders at build time: it is given them. */
export const wordsImports = (graph: ImportGraph): string[] =>
  importsBeyond(graph, siteWords, readsWords);
