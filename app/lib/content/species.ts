import { z } from "zod";
import {
  capShapes,
  colours,
  type Edibility,
  edibilities,
  gillAttachments,
  hymenia,
  pairStages,
  sporePrintColours,
  stipes,
  substrates,
} from "./species-terms.ts";

export type { Edibility };

const ecologies = ["mycorrhizal", "saprotrophic", "parasitic"] as const;

/** "Genus species", optionally followed by "subsp. name" or "var. name". */
const scientificNamePattern =
  /^[A-Z][a-z]+ [a-z]+(?:-[a-z]+)?(?: (?:subsp|var)\. [a-z]+(?:-[a-z]+)?)?$/;

const text = z.string("must be text").trim().min(1, "must not be empty");
const oneOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });
/** Several of a closed list, each once, in the order given. */
const someOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .array(oneOf(values), `must be a list of ${values.join(", ")}`)
    .min(1, "must list at least one, or be left out")
    .transform((chosen) => [...new Set(chosen)]);
/**
 * A key character that may vary (issue 64): one value, several (a range the species spans, e.g.
 * a spore print of [rust, brown]), or `unknown`, recorded so on purpose: read as an empty list,
 * which no choice of the key contradicts. Left out, it fails the test of the atlas
 * (atlas-key.test.ts), so a gap is always a decision.
 */
const rangeOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.preprocess(
    // One value is a range of one (a wrong one is refused as a whole, not as the list's first);
    // an empty list is refused, as it would read as unknown.
    (given) =>
      given === "unknown"
        ? []
        : typeof given === "string" && (values as readonly string[]).includes(given)
          ? [given]
          : Array.isArray(given) && given.length === 0
            ? "[]"
            : given,
    z
      .array(oneOf(values), `must be one of ${values.join(", ")}, a list of them, or unknown`)
      .transform((chosen) => [...new Set(chosen)]),
  );
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

/**
 * What a poisoning by a species does, as poison centres group them: each names the toxins and the
 * course a clinician expects. "gastrointestinal" is vomiting and diarrhoea alone.
 */
const syndromes = [
  "amatoxin",
  "orellanine",
  "gyromitrin",
  "muscarine",
  "isoxazole",
  "psilocybin",
  "coprine",
  "paxillus",
  "gastrointestinal",
] as const;

/** A time after the meal, e.g. "15 minutes", "6 hours", "2 days". */
const delay = z.string('must be a time, e.g. "6 hours"').regex(/^[1-9]\d* (?:minute|hour|day)s?$/, {
  error: 'must be a number then minutes, hours or days, e.g. "6 hours"',
});
const delayMinutes = (value: string) => {
  const [count = "0", unit = ""] = value.split(" ");
  return Number(count) * (unit.startsWith("day") ? 1440 : unit.startsWith("hour") ? 60 : 1);
};

const poisoningSchema = z.strictObject({
  syndrome: oneOf(syndromes),
  /** When its symptoms start after the meal (after alcohol, for coprine): [earliest, latest]. */
  onset: z
    .tuple([delay, delay], 'must be [earliest, latest], e.g. ["6 hours", "24 hours"]')
    .refine(([earliest, latest]) => delayMinutes(earliest) <= delayMinutes(latest), {
      error: "must be [earliest, latest]: the first must not be later",
    }),
  /** Where the syndrome and its onset come from. */
  source: z.strictObject({ title: text, url: z.url("must be a web address") }),
});

export type Poisoning = z.infer<typeof poisoningSchema>;

/** The `species` block of an article in content/types/: the facts every species page shows. */
export const speciesSchema = z
  .strictObject({
    /** "Genus species", e.g. "Cantharellus cibarius", optionally with "subsp. x" or "var. x". */
    scientificName: z.string("must be text").trim().regex(scientificNamePattern, {
      error: 'must be "Genus species", e.g. "Cantharellus cibarius", optionally with "var. name"',
    }),
    /** Its names in the site's language, the first one first: at least one. */
    commonNames: z.array(text, "must be a list of names").min(1, "must list at least one name"),
    /**
     * Its names in the catalogue languages and its scientific synonyms, which the search finds it
     * by, e.g. `{ de: [Pfifferling], fr: [Girolle], synonyms: [Cantharellus vulgaris] }`.
     * `noCommonName` lists the languages left out on purpose: none established in the sources.
     */
    names: ((names) =>
      z.strictObject({
        en: names.optional(),
        de: names.optional(),
        fr: names.optional(),
        es: names.optional(),
        it: names.optional(),
        nl: names.optional(),
        pl: names.optional(),
        pt: names.optional(),
        noCommonName: someOf(["en", "de", "fr", "es", "it", "nl", "pl", "pt"] as const).optional(),
        synonyms: names.optional(),
      }))(
      z.array(text, "must be a list of names").min(1, "must list at least one name"),
    ).optional(),
    family: text.optional(),
    edibility: oneOf(edibilities),
    /** For a deadly, poisonous or psychoactive species: its poisoning and when symptoms start. */
    poisoning: poisoningSchema.optional(),
    /** The day its facts were last checked against their sources, YYYY-MM-DD. */
    checked: z.iso.date("must be a date written as YYYY-MM-DD, e.g. 2026-12-02").optional(),
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
      "patches",
      "scales",
      "fibrils",
      "sticky",
      "velvety",
    ] as const).optional(),
    /** How it feeds, e.g. mycorrhizal; a list when it does both, e.g. [parasitic, saprotrophic]. */
    ecology: rangeOf(ecologies).optional(),
    hymenium: oneOf(hymenia).optional(),
    /** The colours of its spore print: the range sources give, e.g. [rust, brown]. */
    sporePrint: rangeOf(sporePrintColours).optional(),
    /** The cap's shapes through its life, seen from the side, e.g. [convex, flat]. */
    capShape: rangeOf(capShapes).optional(),
    /** The cap's colours through its life, e.g. [green, olive, yellow]. */
    capColour: rangeOf(colours).optional(),
    /** The cap's width (a capless fruit body's), [smallest, largest] in cm. */
    capSize: centimetres.optional(),
    /** How the gills (or a chanterelle's ridges) meet the stem, e.g. [adnate, decurrent]. */
    gillAttachment: rangeOf(gillAttachments).optional(),
    /** The colours of the gills, pores, teeth or ridges. */
    hymeniumColour: rangeOf(colours).optional(),
    /**
     * The stem: bare, with a ring, a volva (a sac at its base), both, a cobweb veil, or none; a list
     * when it varies, e.g. [bare, ring] for a ring that is only a faint zone.
     */
    stipe: rangeOf(stipes).optional(),
    /** What it grows on, e.g. [soil, leaf-litter]. */
    substrate: rangeOf(substrates).optional(),
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
          /**
           * The stage at which the two are confused, when it is not the grown fruit body: `egg`
           * (an unopened button) or `young`. The pair's table marks what cannot be seen then.
           */
          stage: oneOf(pairStages).optional(),
        }),
        "must be a list of { slug, note }",
      )
      .optional(),
    /** Pages about it elsewhere: Wikidata, GBIF, iNaturalist. */
    sameAs: z.array(z.url("must be web addresses"), "must be a list of web addresses").optional(),
  })
  .superRefine(({ gillAttachment, hymenium }, ctx) => {
    if (gillAttachment !== undefined && hymenium !== "gills" && hymenium !== "ridges") {
      ctx.addIssue({
        code: "custom",
        path: ["gillAttachment"],
        message: `is for gills and ridges only: set hymenium: gills or ridges, or leave it out (hymenium is ${hymenium ?? "not set"})`,
      });
    }
  });

export type Species = z.infer<typeof speciesSchema>;
