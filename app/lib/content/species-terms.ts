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

// The morphology of a species: closed lists, so that every word has its label in each language,
// its place in the key, and a shape or a colour in the species' drawing.

/** The cap seen from the side; "shelf" is a bracket on wood, "egg" an unopened one. */
export const capShapes = [
  "conical",
  "bell",
  "convex",
  "flat",
  "depressed",
  "funnel",
  "umbonate",
  "egg",
  "shelf",
  "none",
] as const;

/** The colours of a cap or of its underside. */
export const colours = [
  "white",
  "cream",
  "yellow",
  "orange",
  "red",
  "pink",
  "purple",
  "brown",
  "grey",
  "green",
  "olive",
  "black",
  "blue",
] as const;

export const stipes = ["bare", "ring", "volva", "ring-and-volva", "cortina", "none"] as const;

export const sporePrintColours = [
  "white",
  "cream",
  "yellow",
  "ochre",
  "pink",
  "salmon",
  "brown",
  "rust",
  "purple-brown",
  "black",
  "olive",
  "green",
] as const;

/** How gills meet the stem: only "free" and "decurrent" change the drawing. */
export const gillAttachments = [
  "free",
  "adnexed",
  "adnate",
  "sinuate",
  "decurrent",
  "seceding",
] as const;

/** What a species grows on. */
export const substrates = [
  "soil",
  "wood",
  "dung",
  "moss",
  "leaf-litter",
  "grass",
  "fungi",
] as const;

/**
 * The stage at which a lookalike pair is confused, when not grown: an unopened button (`egg`),
 * or a young one whose cap has not opened.
 */
export const pairStages = ["egg", "young"] as const;
export type PairStage = (typeof pairStages)[number];

export type CapShape = (typeof capShapes)[number];
export type Colour = (typeof colours)[number];
export type Hymenium = (typeof hymenia)[number];
export type Stipe = (typeof stipes)[number];
export type SporePrintColour = (typeof sporePrintColours)[number];
export type GillAttachment = (typeof gillAttachments)[number];

/** What a species' drawing shows; every fact may be unknown. */
export interface DrawingFacts {
  /** The first one is drawn: a species whose cap flattens with age is drawn young. */
  capShape?: readonly CapShape[] | undefined;
  /** The first one fills the cap; a second one shows as a band along its margin. */
  capColour?: readonly Colour[] | undefined;
  hymenium?: Hymenium | undefined;
  /** The first one is drawn. */
  hymeniumColour?: readonly Colour[] | undefined;
  stipe?: Stipe | undefined;
  sporePrint?: SporePrintColour | undefined;
  gillAttachment?: GillAttachment | undefined;
}
