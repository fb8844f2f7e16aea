import { describe, expect, it } from "vitest";
import { caps } from "#app/features/drawings/cap-shapes.ts";
import { centre, ground, stemHalf } from "#app/features/drawings/drawing-grid.ts";
import { fungusColour } from "#app/features/drawings/drawing-style.ts";
import { termDrawing } from "./term-drawing.server.ts";
import { glossaryTerms } from "./terms.ts";

const termOf = (id: string) => {
  const term = glossaryTerms.find((one) => one.id === id);
  if (!term) throw new Error(`No term ${id}`);
  return term;
};
/** The ring a term's drawing draws round its part (term-figure.tsx draws it 11 units wide). */
const ringOf = (id: string) => termDrawing(termOf(id)).ring;
/** A term's drawing, its SVG's text. */
const drawingOf = (id: string) =>
  decodeURIComponent(termDrawing(termOf(id)).src.replace("data:image/svg+xml,", ""));
const radius = 11;

describe("a term's drawing rings its part", () => {
  it("the cap inside its dome, not at its rim", () => {
    const ring = ringOf("cap");
    expect(ring?.x).toBe(centre);
    expect((ring?.y ?? 0) + radius).toBeLessThan(caps.convex.rim);
  });

  it("the umbo at the top of the cap, above its shoulders", () => {
    const ring = ringOf("umbo");
    expect(ring?.x).toBe(centre);
    // The boss rises from the shoulders at 22 to 15 (cap-shapes.ts, umbonate).
    expect(ring?.y).toBeLessThan(22);
  });

  it("the stem between the cap and the ground, clear of both", () => {
    const ring = ringOf("stem");
    expect(Math.abs((ring?.x ?? 0) - centre)).toBeLessThanOrEqual(stemHalf);
    expect((ring?.y ?? 0) - radius).toBeGreaterThan(caps.convex.rim);
    expect((ring?.y ?? 0) + radius).toBeLessThan(ground);
  });

  it("nothing where the term is the whole fruit body or the whole egg", () => {
    expect(ringOf("fruit-body")).toBeUndefined();
    expect(ringOf("egg")).toBeUndefined();
  });

  it("the universal veil on the egg's skin, where the egg has none", () => {
    // The egg's outline: 19 units either side of the middle, 23 above and below its centre at 67.
    const { x = 0, y = 0 } = ringOf("universal-veil") ?? {};
    expect(((x - centre) / 19) ** 2 + ((y - 67) / 23) ** 2).toBeCloseTo(1);
  });

  it("the gills under the cap, and the volva at the foot, where the labels point", () => {
    expect(ringOf("gills")?.y).toBeGreaterThan(caps.convex.rim);
    expect(ringOf("volva")?.y).toBeGreaterThan(ground - 15);
  });
});

describe("the ways a fungus feeds", () => {
  const leafGreen = fungusColour("green");

  it("draw a parasite's host as a living tree in leaf, a saprotroph's as dead wood, apart", () => {
    const parasitic = drawingOf("parasitic");
    const saprotrophic = drawingOf("saprotrophic");
    expect(parasitic).toContain(`fill="${leafGreen}"`);
    expect(saprotrophic).not.toContain(leafGreen);
    expect(saprotrophic).not.toBe(parasitic);
  });
});
