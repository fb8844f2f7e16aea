// The words of a species block that pages use too, kept apart from its schema so that the
// browser gets the lists without zod (app/lib/content/species.ts checks them at build time).

/** How a species is to be treated in the kitchen, from best to worst, then the rest. */
export const edibilities = [
  "choice",
  "edible",
  "caution",
  "inedible",
  "poisonous",
  "deadly",
  "psychoactive",
  "unknown",
] as const;

export type Edibility = (typeof edibilities)[number];

/** Species a forager might eat: a harmful lookalike of one of them is a danger. */
export const eatenEdibilities: readonly Edibility[] = ["choice", "edible", "caution"];

/**
 * Species whose confusion with an eaten one can harm or kill, the worst first: their pages open
 * with the danger panel.
 */
export const harmfulEdibilities: readonly Edibility[] = ["deadly", "poisonous", "psychoactive"];

export const isHarmful = (edibility: Edibility) => harmfulEdibilities.includes(edibility);

/** The spore-bearing surface under the cap. */
export const hymenia = ["gills", "pores", "teeth", "ridges", "smooth", "gleba"] as const;
