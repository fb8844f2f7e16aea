import { centre, stemHalf } from "#app/features/drawings/drawing-grid.ts";
import { drawingLabels } from "#app/features/drawings/drawing-labels.ts";
import { speciesDrawing } from "#app/features/drawings/species-drawing.ts";
import type { GlossaryTerm } from "./terms.ts";

/** A term's drawing: the fruit body as an SVG data URL, and the point of its part to ring. */
export interface TermDrawing {
  src: string;
  ring?: { x: number; y: number };
}

/**
 * The drawing of a term, made at build time as the species' drawings are (species-drawing.ts),
 * kept in the page as a data URL: the glossary needs no file of its own, online or offline.
 */
export function termDrawing(term: GlossaryTerm): TermDrawing {
  const src = `data:image/svg+xml,${encodeURIComponent(speciesDrawing(term.drawing))}`;
  const label = drawingLabels(term.drawing).find(({ part }) => part === term.part);
  if (!label) return { src };
  // A way the gills meet the stem is ringed where they meet it, not at the gills' middle.
  const x = term.drawing.gillAttachment ? centre + stemHalf + 4 : label.x;
  return { src, ring: { x, y: label.y } };
}
