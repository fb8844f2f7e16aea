import { z } from "zod";
import {
  capShapes,
  colours,
  type Edibility,
  edibilities,
  gillAttachments,
  hymenia,
  sporePrintColours,
  stipes,
  substrates,
} from "#app/features/species/species-terms.ts";

export type { Edibility };

const ecologies = ["mycorrhizal", "saprotrophic", "parasitic"] as const;

/** "Genus species", optionally followed by "subsp. name" or "var. name". */
const scientificNamePattern =
  /^[A-Z][a-z]+ [a-z]+(?:-[a-z]+)?(?: (?:subsp|var)\. [a-z]+(?:-[a-z]+)?)?$/;

const text = z.string("must be text").trim().min(1, "must not be empty");
const oneOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });
/** Several of a closed list, e.g. a cap's colours through its life: each once, in the order given. */
const someOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .array(oneOf(values), `must be a list of ${values.join(", ")}`)
    .min(1, "must list at least one, or be left out")
    .transform((chosen) => [...new Set(chosen)]);
/** A short description in words, e.g. "aniseed" or "yellow when scratched". */
const shortText = text.max(60, "must be at most 60 characters: a few words");
/** A size in centimetres, e.g. [5, 15]: the smallest and the largest usually seen. */
const centimetres = z
  .tuple(
    [
      z.number("must be centimetres").positive("must be more than 0"),
      z.number("must be centimetres").positive("must be more than 0"),
    ],
    "must be [smallest, largest] in centimetres, e.g. [5, 15]",
  )
  .refine(([smallest, largest]) => smallest <= largest, {
    error: "must be [smallest, largest]: the first must not be larger",
  })
  .refine(([, largest]) => largest <= 200, { error: "must be at most 200 cm" });

/** The `species` block of an article in content/types/: the facts every species page shows. */
export const speciesSchema = z
  .strictObject({
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
    /** The fruit body's build, which its drawing follows: cap-and-stem, bracket, ear, brain... */
    form: oneOf([
      "cap-and-stem",
      "bracket",
      "side-stem",
      "ear",
      "brain",
      "honeycomb",
      "coral",
      "cauliflower",
      "ball",
      "spines",
      "jelly",
    ] as const).optional(),
    /** What the cap's (or a capless body's) skin carries, drawn on it: warts, scales, fibrils... */
    capSurface: oneOf([
      "smooth",
      "warts",
      "scales",
      "fibrils",
      "sticky",
      "velvety",
    ] as const).optional(),
    ecology: oneOf(ecologies).optional(),
    hymenium: oneOf(hymenia).optional(),
    /** The colour of its spore print. */
    sporePrint: oneOf(sporePrintColours).optional(),
    /** The cap's shapes through its life, seen from the side, e.g. [convex, flat]. */
    capShape: someOf(capShapes).optional(),
    /** The cap's colours through its life, e.g. [green, olive, yellow]. */
    capColour: someOf(colours).optional(),
    /** The cap's width (a capless fruit body's), [smallest, largest] in cm. */
    capSize: centimetres.optional(),
    /** How the gills meet the stem: with `hymenium: gills` only. */
    gillAttachment: oneOf(gillAttachments).optional(),
    /** The colours of the gills, pores, teeth or ridges. */
    hymeniumColour: someOf(colours).optional(),
    /** The stem: bare, with a ring, a volva (a sac at its base), both, a cobweb veil, or none. */
    stipe: oneOf(stipes).optional(),
    /** What it grows on, e.g. [soil, leaf-litter]. */
    substrate: someOf(substrates).optional(),
    /** Its smell in a few words, e.g. "aniseed", "faint, of radish". */
    smell: shortText.optional(),
    /** How its flesh changes when bruised or cut, e.g. "turns yellow when scratched". */
    bruising: shortText.optional(),
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
  })
  .superRefine(({ gillAttachment, hymenium }, ctx) => {
    if (gillAttachment !== undefined && hymenium !== "gills") {
      ctx.addIssue({
        code: "custom",
        path: ["gillAttachment"],
        message: `is for gills only: set hymenium: gills, or leave it out (hymenium is ${hymenium ?? "not set"})`,
      });
    }
  });

export type Species = z.infer<typeof speciesSchema>;
