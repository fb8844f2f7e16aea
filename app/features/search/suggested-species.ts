import { closestNames, matchNames, type NamedSpecies } from "./names-match.ts";

/** How many species the 404 page offers. */
const offered = 3;

/** The section whose articles are the species (content/types/): only its addresses get suggestions. */
const speciesSection = "types";

/**
 * The words of a species' address ("chantrelle" at /types/chantrelle). Any other address is not a
 * species' and has none: it gets no suggestions.
 */
export function speciesAddressWords(path: string): string | undefined {
  const parts = path.split("/").filter((part) => part !== "");
  if (parts.at(-2) !== speciesSection) return undefined;
  const last = parts.at(-1) ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * The species the words of a mistyped species address (`speciesAddressWords`) were most likely
 * meant for: by name, then the closest names.
 */
export function suggestedSpecies(index: readonly NamedSpecies[], words: string): NamedSpecies[] {
  const found = [...matchNames(index, words), ...closestNames(index, words, offered)];
  return [...new Set(found.map((match) => match.species))].slice(0, offered);
}
