import { factText } from "#app/features/species/morphology-words.ts";
import { monthName } from "#app/features/species/season.ts";
import morphologyMessages from "virtual:messages/morphology";
import messages from "virtual:messages/identify";
import speciesMessages from "virtual:messages/species";
import type { KeyCharacter } from "./key.ts";

/** Each character's name, as the key's choices and its results show it. */
export const characterLabels: Record<KeyCharacter, string> = {
  hymenium: speciesMessages.hymenium,
  capShape: morphologyMessages.capShape,
  capColour: morphologyMessages.capColour,
  capSize: morphologyMessages.capSize,
  gillAttachment: morphologyMessages.gillAttachment,
  hymeniumColour: morphologyMessages.hymeniumColour,
  stipe: morphologyMessages.stipe,
  sporePrint: speciesMessages.sporePrint,
  substrate: morphologyMessages.substrate,
  month: messages.month,
};

const sizeLabels: Record<string, string> = {
  small: messages.small,
  medium: messages.medium,
  large: messages.large,
};

/** A value of a character in the site's language: "Gills", "With a ring", "Small: under 5 cm". */
export function valueLabel(character: KeyCharacter, value: string): string {
  if (character === "month") return monthName(Number(value));
  if (character === "capSize") return sizeLabels[value] ?? value;
  return factText(character, value);
}
