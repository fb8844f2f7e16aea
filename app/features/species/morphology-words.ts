import { fill } from "#app/i18n/format.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import type { FactValue } from "#app/lib/content/pair-comparison.ts";
import { separated } from "#app/i18n/separated.ts";

/** The features whose values are words of a closed list, shown by their labels. */
const listed = new Set([
  "hymenium",
  "hymeniumColour",
  "gillAttachment",
  "sporePrint",
  "capShape",
  "capColour",
  "stipe",
  "substrate",
  "ecology",
]);

/** Whether a fact's value is the content's own words (a smell, a bruising), not the site's labels. */
export const isFreeText = (fact: string) => fact !== "capSize" && !listed.has(fact);

/** The words a fact is written in: `useWords()` in a component (ADR 037). */
export type FactWords = Pick<Catalogue, "species" | "morphology">;

/** A value of a closed list in the site's language; a stem's "none" is "No stem". */
function label(fact: string, value: string, { species, morphology }: FactWords): string {
  if (fact === "stipe" && value === "none") return morphology.noStem;
  const labels: Record<string, unknown> = { ...species, ...morphology };
  const word = labels[value];
  return typeof word === "string" ? word : value;
}

/**
 * A fact of a species in words: a closed list's values by their labels, joined ("Green, Olive"), a
 * size as "5–15 cm", free text as written but for a capital first letter.
 */
export function factText(fact: string, value: FactValue, words: FactWords): string {
  if (fact === "capSize" && Array.isArray(value) && typeof value[0] === "number") {
    return fill(words.morphology.sizeRange, { min: value[0], max: value[1] ?? value[0] });
  }
  const values = (Array.isArray(value) ? value : [value]) as readonly string[];
  return listed.has(fact)
    ? separated(values.map((one) => label(fact, one, words)))
    : capitalised(values.join(", "));
}

/** Free text as a value of the facts box, whose values all start with a capital: "Faint, …". */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
