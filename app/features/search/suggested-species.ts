import { closestNames, matchNames, type NamedSpecies } from "./names-match.ts";

/** How many species the 404 page offers. */
const offered = 3;

/** The section whose articles are the species (content/types/): only its addresses get suggestions. */
const speciesSection = "types";

/**
 * The species a mistyped species address (/types/chantrelle) was most likely meant for: by name,
 * then the closest names. Any other address is not a species' and gets none.
 */
export function suggestedSpecies(index: readonly NamedSpecies[], path: string): NamedSpecies[] {
  const parts = path.split("/").filter((part) => part !== "");
  if (parts.at(-2) !== speciesSection) return [];
  const last = parts.at(-1) ?? "";
  const words = (() => {
    try {
      return decodeURIComponent(last);
    } catch {
      return last;
    }
  })();
  const found = [...matchNames(index, words), ...closestNames(index, words, offered)];
  return [...new Set(found.map((match) => match.species))].slice(0, offered);
}
