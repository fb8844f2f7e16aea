import { describe, expect, it } from "vitest";
import { drawingLabels } from "./drawing-labels.ts";
import type { FruitBodyFacts } from "./fruit-body.ts";

const parts = (facts: FruitBodyFacts) => drawingLabels(facts).map((label) => label.part);

describe("the labelled drawing's parts", () => {
  it("name a cap on a stem's cap, underside, ring, volva and stem base, as it wears them", () => {
    const amanita: FruitBodyFacts = {
      capShape: ["convex"],
      hymenium: "gills",
      stipe: "ring-and-volva",
    };
    expect(parts(amanita)).toEqual(["cap", "gills", "ring", "volva", "stemBase"]);
    expect(parts({ ...amanita, hymenium: "pores", stipe: "bare" })).toEqual([
      "cap",
      "pores",
      "stemBase",
    ]);
    expect(parts({ ...amanita, hymenium: "teeth", stipe: "ring" })).toEqual([
      "cap",
      "spines",
      "ring",
      "stemBase",
    ]);
  });

  it("follow the form: an oyster's side stem, a lion's mane's spines, a jelly's body", () => {
    expect(parts({ form: "side-stem", hymenium: "gills" })).toEqual(["cap", "gills", "stem"]);
    expect(parts({ form: "spines", hymenium: "teeth" })).toEqual(["fruitBody", "spines"]);
    expect(parts({ form: "jelly" })).toEqual(["fruitBody"]);
  });

  it("point inside the drawing", () => {
    for (const label of drawingLabels({
      capShape: ["funnel"],
      hymenium: "ridges",
      stipe: "volva",
    })) {
      expect(label.x).toBeGreaterThan(0);
      expect(label.x).toBeLessThan(120);
      expect(label.y).toBeGreaterThan(0);
      expect(label.y).toBeLessThan(100);
    }
  });
});
