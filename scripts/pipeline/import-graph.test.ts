import { describe, expect, it } from "vitest";
import { chainsFrom, sourceGraph } from "./import-graph.ts";

// The arrows of the house (docs/decisions/025-features-plug-in.md): the pipeline reads the app,
// never the other way; the owner's data imports no feature; no module comes back to itself. The
// layers between the content model, the features and the core: import-layers.test.ts.

const graph = sourceGraph();

describe("the import graph", () => {
  it("has no module under app/ that imports scripts/ or tests/", () => {
    const upward = [...graph]
      .filter(([file]) => file.startsWith("app/"))
      .flatMap(([file, imports]) =>
        imports
          .filter((target) => target.startsWith("scripts/") || target.startsWith("tests/"))
          .map((target) => `${file} -> ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it("keeps the owner's data (app/config/site.ts) apart from every feature", () => {
    const reached = [...chainsFrom(graph, "app/config/site.ts").keys()];
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
