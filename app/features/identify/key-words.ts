import { factText } from "#app/features/species/morphology-words.ts";
import { monthName } from "#app/features/species/season.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import type { KeyCharacter } from "./key.ts";

/** The words the key names its characters and values in: `useWords()` in a component (ADR 037). */
export type KeyWords = Pick<Catalogue, "identify" | "species" | "morphology">;

/** Each character's name, as the key's choices and its results show it. */
export const characterLabels = ({
  identify,
  species,
  morphology,
}: KeyWords): Record<KeyCharacter, string> => ({
  hymenium: species.hymenium,
  capShape: morphology.capShape,
  capColour: morphology.capColour,
  capSize: morphology.capSize,
  gillAttachment: morphology.gillAttachment,
  hymeniumColour: morphology.hymeniumColour,
  stipe: morphology.stipe,
  sporePrint: species.sporePrint,
  substrate: morphology.substrate,
  month: identify.month,
});

function sizeLabel(size: string, { identify }: KeyWords): string {
  const labels: Record<string, string> = {
    small: identify.small,
    medium: identify.medium,
    large: identify.large,
  };
  return labels[size] ?? size;
}

/** A value of a character in the site's language: "Gills", "With a ring", "Small: under 5 cm". */
export function valueLabel(character: KeyCharacter, value: string, words: KeyWords): string {
  if (character === "month") return monthName(Number(value));
  if (character === "capSize") return sizeLabel(value, words);
  return factText(character, value, words);
}
