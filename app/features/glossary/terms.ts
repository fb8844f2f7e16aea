import type { FruitBodyFacts } from "#app/features/drawings/fruit-body.ts";
import type { Part } from "#app/features/drawings/drawing-labels.ts";

/** A term of the glossary: its anchor, what its drawing shows, and the labels that link to it. */
export interface GlossaryTerm {
  /** Its anchor on /glossary, e.g. "volva" (/glossary#volva). */
  id: string;
  /** The fruit body its drawing shows (app/features/drawings/), with the term's part ringed. */
  drawing: FruitBodyFacts;
  /**
   * The part ringed in the drawing, where the drawing names it (drawing-labels.ts), or the umbo
   * or the egg's skin; none where the term is the whole drawing.
   */
  part?: Part | "umbo" | "universalVeil";
  /**
   * The keys of the labels that link here: a fact of the facts box and the pair tables
   * ("gillAttachment"), or a value of the key ("decurrent").
   */
  labels?: readonly string[];
  /** Whether its first use in a species article links here: not for words as common as "cap". */
  inText?: boolean;
}

const gilled = { capShape: ["convex"], hymenium: "gills", stipe: "bare" } as const;
const gillsAttached = (gillAttachment: FruitBodyFacts["gillAttachment"]): FruitBodyFacts => ({
  ...gilled,
  gillAttachment,
});

/** Every field term the atlas's facts, pair tables, key and species articles use, in the page's order. */
export const glossaryTerms: readonly GlossaryTerm[] = [
  { id: "fruit-body", drawing: gilled, inText: true },
  { id: "mycelium", drawing: gilled, part: "stemBase", inText: true },
  { id: "cap", drawing: gilled, part: "cap", labels: ["capShape", "capColour", "capSize"] },
  { id: "stem", drawing: gilled, part: "stem", labels: ["stipe", "bare"] },
  {
    id: "hymenium",
    drawing: gilled,
    part: "gills",
    labels: ["hymenium", "hymeniumColour", "smooth"],
    inText: true,
  },
  { id: "gills", drawing: gilled, part: "gills", labels: ["gills"], inText: true },
  {
    id: "pores",
    drawing: { capShape: ["convex"], hymenium: "pores", stipe: "bare" },
    part: "pores",
    labels: ["pores"],
    inText: true,
  },
  {
    id: "spines",
    drawing: { capShape: ["convex"], hymenium: "teeth", stipe: "bare" },
    part: "spines",
    labels: ["teeth"],
    inText: true,
  },
  {
    id: "ridges",
    drawing: { capShape: ["funnel"], hymenium: "ridges", stipe: "bare" },
    part: "ridges",
    labels: ["ridges"],
    inText: true,
  },
  {
    id: "gleba",
    drawing: {
      form: "ball",
      hymenium: "gleba",
      hymeniumColour: ["white"],
      capColour: ["cream"],
      stipe: "none",
      cut: true,
    },
    labels: ["gleba"],
    inText: true,
  },
  {
    id: "gill-attachment",
    drawing: gillsAttached("adnate"),
    part: "gills",
    labels: ["gillAttachment"],
  },
  { id: "free", drawing: gillsAttached("free"), part: "gills", labels: ["free"], inText: true },
  {
    id: "adnexed",
    drawing: gillsAttached("adnexed"),
    part: "gills",
    labels: ["adnexed"],
    inText: true,
  },
  {
    id: "adnate",
    drawing: gillsAttached("adnate"),
    part: "gills",
    labels: ["adnate"],
    inText: true,
  },
  {
    id: "sinuate",
    drawing: gillsAttached("sinuate"),
    part: "gills",
    labels: ["sinuate"],
    inText: true,
  },
  {
    id: "decurrent",
    drawing: gillsAttached("decurrent"),
    part: "gills",
    labels: ["decurrent"],
    inText: true,
  },
  { id: "universal-veil", drawing: { capShape: ["egg"] }, part: "universalVeil", inText: true },
  {
    id: "volva",
    drawing: { ...gilled, stipe: "volva" },
    part: "volva",
    labels: ["volva", "ring-and-volva"],
    inText: true,
  },
  { id: "egg", drawing: { capShape: ["egg"] }, labels: ["egg"], inText: true },
  { id: "partial-veil", drawing: { ...gilled, stipe: "ring" }, part: "ring", inText: true },
  {
    id: "ring",
    drawing: { ...gilled, stipe: "ring" },
    part: "ring",
    labels: ["ring"],
    inText: true,
  },
  { id: "cortina", drawing: { ...gilled, stipe: "cortina" }, labels: ["cortina"], inText: true },
  {
    id: "umbo",
    drawing: { capShape: ["umbonate"], hymenium: "gills", stipe: "bare" },
    part: "umbo",
    labels: ["umbonate"],
    inText: true,
  },
  {
    id: "spore-print",
    drawing: { ...gilled, sporePrint: "brown" },
    labels: ["sporePrint"],
    inText: true,
  },
  {
    id: "bruising",
    drawing: { capShape: ["convex"], hymenium: "pores", hymeniumColour: ["blue"], stipe: "bare" },
    part: "pores",
    labels: ["bruising"],
    inText: true,
  },
  { id: "mycorrhizal", drawing: gilled, part: "stemBase", inText: true },
  {
    id: "saprotrophic",
    drawing: { form: "bracket", capShape: ["shelf"], hymenium: "pores", host: "dead" },
    inText: true,
  },
  {
    id: "parasitic",
    drawing: { form: "bracket", capShape: ["shelf"], hymenium: "pores", host: "living" },
    inText: true,
  },
];

/** The glossary's page. */
export const glossaryPage = "/glossary";

/** Where each label key is explained: the `termLinks` of the glossary's manifest. */
export const glossaryTermLinks: Readonly<Record<string, string>> = Object.fromEntries(
  glossaryTerms.flatMap((term) =>
    (term.labels ?? []).map((label) => [label, `${glossaryPage}#${term.id}`]),
  ),
);
