import { caps } from "#app/features/drawings/cap-shapes.ts";
import { centre, ground, stemHalf } from "#app/features/drawings/drawing-grid.ts";
import { drawingLabels } from "#app/features/drawings/drawing-labels.ts";
import { speciesDrawing } from "#app/features/drawings/species-drawing.ts";
import type { GlossaryTerm } from "./terms.ts";

/** A term's drawing: the fruit body as an SVG data URL, and the point of its part to ring. */
export interface TermDrawing {
  src: string;
  ring?: { x: number; y: number };
}

/**
 * Where the glossary rings a part a species' labels point at by its edge, where a label's line
 * reaches it from the side, or do not name: a ring at the label's point would show a reader the
 * rim for "cap" and the foot for "stem". In the drawing's own 120 x 100 units (cap-shapes.ts).
 */
const rings = {
  // The convex cap's dome, from its top (15) to its rim.
  cap: { x: centre, y: (15 + caps.convex.rim) / 2 },
  // The umbonate cap's boss, from its top (15) to its shoulders (22).
  umbo: { x: centre, y: 17 },
  // The stem, from the convex cap's rim to the ground.
  stem: { x: centre, y: (caps.convex.rim + ground) / 2 },
  // The egg's skin, on its side (species-drawing.ts draws the egg 19 units from its middle).
  universalVeil: { x: centre - 19, y: 67 },
} as const;

/**
 * The drawing of a term, made at build time as the species' drawings are (species-drawing.ts),
 * kept in the page as a data URL: the glossary needs no file of its own, online or offline.
 */
export function termDrawing(term: GlossaryTerm): TermDrawing {
  const src = `data:image/svg+xml,${encodeURIComponent(speciesDrawing(term.drawing))}`;
  // A cap on a stem, or its egg, which has no form of its own either.
  const capAndStem = term.drawing.form === undefined || term.drawing.form === "cap-and-stem";
  if (capAndStem && term.part && term.part in rings) {
    return { src, ring: rings[term.part as keyof typeof rings] };
  }
  const label = drawingLabels(term.drawing).find(({ part }) => part === term.part);
  if (!label) return { src };
  // A way the gills meet the stem is ringed where they meet it, not at the gills' middle.
  const x = term.drawing.gillAttachment ? centre + stemHalf + 4 : label.x;
  return { src, ring: { x, y: label.y } };
}
