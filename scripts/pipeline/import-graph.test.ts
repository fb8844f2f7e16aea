import { readFileSync } from "node:fs";
import { globSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

// The arrows of the house (docs/decisions/025-features-plug-in.md): the pipeline reads the app,
// never the other way; the owner's data imports no feature; no module comes back to itself.

const sources = globSync("{app,scripts}/**/*.{ts,tsx}").filter(
  (file) => !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts"),
);

const specifier =
  /(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The project files a module imports, types included, by path from the project's root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(specifier)].flatMap((match) => {
    const target = match[1] ?? match[2] ?? "";
    if (target.startsWith("#app/")) return [normalize(`app/${target.slice(5)}`)];
    if (target.startsWith("#scripts/")) return [normalize(`scripts/${target.slice(9)}`)];
    if (target.startsWith("#tests/")) return [normalize(`tests/${target.slice(7)}`)];
    if (target.startsWith(".")) return [normalize(join(dirname(file), target))];
    return [];
  });
}

const graph = new Map(sources.map((file) => [normalize(file), importsOf(file)]));

/** Every module `file` reaches through its imports. */
function reachedFrom(file: string): Set<string> {
  const reached = new Set<string>();
  const visit = (current: string) => {
    for (const next of graph.get(current) ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      visit(next);
    }
  };
  visit(file);
  return reached;
}

describe("the import graph", () => {
  it("has no module under app/ that imports scripts/ or tests/", () => {
    const upward = [...graph]
      .filter(([file]) => file.startsWith("app/"))
      .flatMap(([file, imports]) =>
        imports
          .filter((target) => !target.startsWith("app/"))
          .map((target) => `${file} -> ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it("keeps the owner's data (app/config/site.ts) apart from every feature", () => {
    const reached = [...reachedFrom("app/config/site.ts")];
    expect(reached.filter((file) => file.startsWith("app/features/"))).toEqual([]);
  });

  it("has no cycle", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const walk = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) walk(file, []);
    expect(cycles).toEqual([]);
  });

  it("reads the imports it checks (a known arrow is found)", () => {
    expect(graph.get("app/features/index.ts")).toContain("app/features/ads/feature.ts");
  });
});
