import { z } from "zod";
import { type Edibility, edibilities, hymenia } from "#app/features/species/species-terms.ts";

export type { Edibility };

const ecologies = ["mycorrhizal", "saprotrophic", "parasitic"] as const;

/** "Genus species", optionally followed by "subsp. name" or "var. name". */
const scientificNamePattern =
  /^[A-Z][a-z]+ [a-z]+(?:-[a-z]+)?(?: (?:subsp|var)\. [a-z]+(?:-[a-z]+)?)?$/;

const text = z.string("must be text").trim().min(1, "must not be empty");
const oneOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

/** The `species` block of an article in content/types/: the facts every species page shows. */
export const speciesSchema = z.strictObject({
  /** "Genus species", e.g. "Cantharellus cibarius", optionally with "subsp. x" or "var. x". */
  scientificName: z.string("must be text").trim().regex(scientificNamePattern, {
    error: 'must be "Genus species", e.g. "Cantharellus cibarius", optionally with "var. name"',
  }),
  /** Its names in the site's language, the first one first: at least one. */
  commonNames: z.array(text, "must be a list of names").min(1, "must list at least one name"),
  family: text.optional(),
  edibility: oneOf(edibilities),
  /** The months it fruits in, 1 (January) to 12 (December). */
  season: z
    .array(
      z
        .int("must be month numbers, 1 to 12")
        .min(1, "must be month numbers, 1 to 12")
        .max(12, "must be month numbers, 1 to 12"),
      "must be a list of month numbers, 1 to 12",
    )
    .min(1, "must list at least one month")
    .transform((months) => [...new Set(months)].toSorted((a, b) => a - b)),
  habitat: text,
  ecology: oneOf(ecologies).optional(),
  hymenium: oneOf(hymenia).optional(),
  /** A colour word, e.g. "cream". */
  sporePrint: text.optional(),
  /** Other species pages of this site it can be mistaken for. */
  lookalikes: z
    .array(
      z.strictObject({
        slug: z.string("must be text").trim().min(1, "must not be empty"),
        /**
         * How to tell the two apart, naming both: both pages show it as the pair's note, e.g.
         * "Death cap: white gills, a volva. Field mushroom: pink to brown gills, no volva."
         */
        note: text.optional(),
      }),
      "must be a list of { slug, note }",
    )
    .optional(),
  /** Pages about it elsewhere: Wikidata, GBIF, iNaturalist. */
  sameAs: z.array(z.url("must be web addresses"), "must be a list of web addresses").optional(),
});

export type Species = z.infer<typeof speciesSchema>;
