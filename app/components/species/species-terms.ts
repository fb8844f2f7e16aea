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

/** The spore-bearing surface under the cap. */
export const hymenia = ["gills", "pores", "teeth", "ridges", "smooth", "gleba"] as const;
