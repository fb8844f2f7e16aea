import type { DrawingFacts } from "#app/lib/content/species-terms.ts";
import type { Species } from "#app/lib/content/species.ts";

/** The fruit body's build, which picks the drawing (docs/content.md, "Species"). */
export type Form = NonNullable<Species["form"]>;
/** What the cap's skin carries, drawn over it. */
export type CapSurface = NonNullable<Species["capSurface"]>;

/** What a drawing is drawn from: the facts of the species' profile, its form and its cap's skin. */
export interface FruitBodyFacts extends DrawingFacts {
  form?: Form | undefined;
  capSurface?: CapSurface | undefined;
  /** A ball drawn cut from top to bottom, its inside (the gleba) in `hymeniumColour` (the glossary's). */
  cut?: boolean | undefined;
  /**
   * What a bracket feeds on, drawn in its wood (the glossary's): a living tree in leaf, or a dead
   * one broken off. Unset, the wood is a plain post.
   */
  host?: "living" | "dead" | undefined;
}

/** A species' own facts that its drawing reads, where a key character is a range. */
export type DrawnSpecies = Partial<
  Pick<
    Species,
    | "capShape"
    | "capColour"
    | "hymenium"
    | "hymeniumColour"
    | "stipe"
    | "sporePrint"
    | "gillAttachment"
    | "form"
    | "capSurface"
  >
>;

/** What a species' drawing shows: the first value of each range, as a drawing shows one stem and one spore print. */
export const drawingFactsOf = (species: DrawnSpecies): FruitBodyFacts => ({
  capShape: species.capShape,
  capColour: species.capColour,
  hymenium: species.hymenium,
  hymeniumColour: species.hymeniumColour,
  stipe: species.stipe?.[0],
  sporePrint: species.sporePrint?.[0],
  gillAttachment: species.gillAttachment?.[0],
  form: species.form,
  capSurface: species.capSurface,
});
