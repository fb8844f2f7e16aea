import type { DrawingFacts } from "#app/features/species/species-terms.ts";
import type { Species } from "#app/lib/content/species.ts";

/** The fruit body's build, which picks the drawing (docs/content.md, "Species"). */
export type Form = NonNullable<Species["form"]>;
/** What the cap's skin carries, drawn over it. */
export type CapSurface = NonNullable<Species["capSurface"]>;

/** What a drawing is drawn from: the facts of the species' profile, its form and its cap's skin. */
export interface FruitBodyFacts extends DrawingFacts {
  form?: Form | undefined;
  capSurface?: CapSurface | undefined;
}
