import { type KeyCharacter, keyCharacters, type KeyMatch } from "./key.ts";

const characterNames = Object.keys(keyCharacters) as KeyCharacter[];

/**
 * When no species agrees with every choice: the chosen characters that split the species, those
 * whose dropping would leave some species agreeing with all the rest; else every character some
 * species contradicts. None while some species agrees with every choice.
 */
export function contradictingChoices(matches: readonly KeyMatch[]): KeyCharacter[] {
  if (matches.length === 0 || matches.some((match) => match.contradicted.length === 0)) return [];
  const splitting = new Set(
    matches.flatMap(({ contradicted }) => (contradicted.length === 1 ? contradicted : [])),
  );
  if (splitting.size === 0)
    for (const match of matches) for (const c of match.contradicted) splitting.add(c);
  return characterNames.filter((character) => splitting.has(character));
}
