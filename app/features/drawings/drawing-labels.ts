import { caps } from "./cap-shapes.ts";
import { centre, ground } from "./drawing-grid.ts";
import type { FruitBodyFacts } from "./fruit-body.ts";

/** A part a forager checks, as the labelled drawing names it. */
export type Part =
  | "cap"
  | "gills"
  | "pores"
  | "spines"
  | "ridges"
  | "ring"
  | "volva"
  | "stem"
  | "stemBase"
  | "fruitBody";

/** Where a label points, in the drawing's own 120 x 100 units, and the side its word goes. */
export interface DrawingLabel {
  part: Part;
  x: number;
  y: number;
  side: "start" | "end";
}

const undersides = { gills: "gills", pores: "pores", teeth: "spines", ridges: "ridges" } as const;

/** The underside's label, where it has one of its own. */
const undersideOf = (facts: FruitBodyFacts): Part | undefined =>
  facts.hymenium && facts.hymenium in undersides
    ? undersides[facts.hymenium as keyof typeof undersides]
    : undefined;

/** A cap on a stem: cap, underside, ring, volva and the stem's base, where each is drawn. */
function capAndStem(facts: FruitBodyFacts): DrawingLabel[] {
  const shape = facts.capShape?.find((one) => one !== "egg") ?? "convex";
  if (!(shape in caps)) return [{ part: "fruitBody", x: centre, y: 50, side: "start" }];
  const cap = caps[shape as keyof typeof caps];
  const labels: DrawingLabel[] = [{ part: "cap", x: cap.left + 8, y: cap.rim - 8, side: "start" }];
  const underside = undersideOf(facts);
  if (underside) labels.push({ part: underside, x: cap.right - 10, y: cap.rim + 3, side: "end" });
  const stipe = facts.stipe ?? "bare";
  if (stipe === "none") return labels;
  if (stipe === "ring" || stipe === "ring-and-volva") {
    labels.push({ part: "ring", x: centre + 8, y: cap.rim + 21, side: "end" });
  }
  // On the left, both: the spore print's dot stands to the right of the stem's foot.
  if (stipe === "volva" || stipe === "ring-and-volva") {
    labels.push({ part: "volva", x: centre - 9, y: ground - 10, side: "start" });
  }
  labels.push({ part: "stemBase", x: centre - 5, y: ground - 2, side: "start" });
  return labels;
}

/**
 * The labels of a species' drawing (species-drawing.ts): the parts its form shows, each where it
 * is drawn, so the page can name them beside it.
 */
export function drawingLabels(facts: FruitBodyFacts): DrawingLabel[] {
  const underside = undersideOf(facts);
  switch (facts.form) {
    case undefined:
    case "cap-and-stem":
      return capAndStem(facts);
    case "side-stem":
      return [
        { part: "cap", x: 70, y: 22, side: "end" },
        { part: "gills", x: 62, y: 48, side: "end" },
        { part: "stem", x: 36, y: 52, side: "start" },
      ];
    case "bracket":
      return [
        { part: "cap", x: 60, y: 30, side: "end" },
        ...(underside ? [{ part: underside, x: 70, y: 58, side: "end" } as const] : []),
      ];
    case "honeycomb":
    case "brain":
      return [
        { part: "cap", x: 36, y: 32, side: "start" },
        { part: "stem", x: 55, y: 70, side: "end" },
      ];
    case "spines":
      return [
        { part: "fruitBody", x: 60, y: 24, side: "end" },
        { part: "spines", x: 78, y: 56, side: "end" },
      ];
    default:
      return [{ part: "fruitBody", x: 56, y: 64, side: "end" }];
  }
}
