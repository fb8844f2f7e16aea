import { globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

// The arrows of the house (docs/decisions/025-features-plug-in.md, 031-layers.md), read from the
// source: which project module imports which. The rules below take the graph as a value, so
// their tests can show each one failing on a made-up arrow as well as holding on the real one.

/** The site's words, `virtual:messages` and its namespaces, as one node of the graph. */
export const siteWords = "virtual:messages";

/** Each module's project imports (types included), by path from the project's root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const specifier =
  /(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The project files a module imports, by path from the project's root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(specifier)].flatMap((match) => {
    const target = match[1] ?? match[2] ?? "";
    if (target.startsWith("#app/")) return [normalize(`app/${target.slice(5)}`)];
    if (target.startsWith("#scripts/")) return [normalize(`scripts/${target.slice(9)}`)];
    if (target.startsWith("#tests/")) return [normalize(`tests/${target.slice(7)}`)];
    if (target.startsWith(".")) return [normalize(join(dirname(file), target))];
    // The site's words are a module of the build's: which modules read them is a rule (ADR 037).
    if (target === siteWords || target.startsWith(`${siteWords}/`)) return [siteWords];
    return [];
  });
}

/** The graph of the app's and the build's modules, tests and type declarations left out. */
export function sourceGraph(): ImportGraph {
  const sources = globSync("{app,scripts}/**/*.{ts,tsx}").filter(
    (file) => !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts"),
  );
  return new Map(sources.map((file) => [normalize(file), importsOf(file)]));
}

/** Every module `file` reaches through its imports, each with the chain that reaches it. */
export function chainsFrom(graph: ImportGraph, file: string): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const queue: string[][] = [[file]];
  for (let chain = queue.shift(); chain; chain = queue.shift()) {
    for (const next of graph.get(chain.at(-1) ?? "") ?? []) {
      if (chains.has(next) || next === file) continue;
      const longer = [...chain, next];
      chains.set(next, longer);
      queue.push(longer);
    }
  }
  return chains;
}

/** The feature a module belongs to, from its folder (`app/features/<name>/`); none for the list. */
export const featureOf = (file: string): string | undefined =>
  /^app\/features\/([^/]+)\//.exec(file)?.[1];
