// The logic of the multi-access key at /identify: the visitor picks what they see, in any order,
// and the species are ranked against it. It ships to the browser with the key's UI, so it imports
// nothing but the words of a species block and stays free of dependencies.
import {
  capShapes,
  type Colour,
  colours,
  type Edibility,
  gillAttachments,
  hymenia,
  sporePrintColours,
  stipes,
  substrates,
} from "#app/lib/content/species-terms.ts";

/** The characters a visitor can choose, each with its values, in the order the key shows them. */
export const keyCharacters = {
  hymenium: hymenia,
  capShape: capShapes,
  capColour: colours,
  capSize: ["small", "medium", "large"],
  gillAttachment: gillAttachments,
  hymeniumColour: colours,
  stipe: stipes,
  sporePrint: sporePrintColours,
  substrate: substrates,
  month: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"],
} as const;

export type KeyCharacter = keyof typeof keyCharacters;
export type KeyValue<C extends KeyCharacter> = (typeof keyCharacters)[C][number];

const characterNames = Object.keys(keyCharacters) as KeyCharacter[];

/**
 * A cap of `min`-`max` cm is in every class its range overlaps: small under 5 cm, medium 5-10,
 * large over 10. A range that ends on 5 or starts on 10 is in both neighbours, since a cap
 * measured by eye at the edge could be either.
 */
const sizeClasses: Record<KeyValue<"capSize">, (min: number, max: number) => boolean> = {
  small: (min) => min < 5,
  medium: (min, max) => min <= 10 && max >= 5,
  large: (_min, max) => max > 10,
};

/** A species as the key knows it: only the facts it asks about, from the build's JSON. */
export interface KeySpecies {
  slug: string;
  name: string;
  scientificName: string;
  edibility: Edibility;
  hymenium?: KeyValue<"hymenium">;
  capShape?: KeyValue<"capShape">[];
  capColour?: Colour[];
  /** The cap's width in cm, smallest to largest. */
  capSize?: [min: number, max: number];
  gillAttachment?: KeyValue<"gillAttachment">[];
  hymeniumColour?: Colour[];
  stipe?: KeyValue<"stipe">[];
  sporePrint?: KeyValue<"sporePrint">[];
  substrate?: KeyValue<"substrate">[];
  /** The months (1-12) it fruits in. */
  season: number[];
  /** For an eaten species: the slugs of its deadly, poisonous and psychoactive lookalikes. */
  dangerousLookalikes?: string[];
}

/** What the visitor has chosen: for each character, the values it is one of. */
export type KeyState = { readonly [C in KeyCharacter]?: readonly KeyValue<C>[] };

export const chosenOf = (state: KeyState, character: KeyCharacter): readonly string[] =>
  state[character] ?? [];

/**
 * A species' values for a character, in the schema's order, without duplicates or values the
 * schema lacks; none when it does not record the character.
 */
export function valuesOf(species: KeySpecies, character: KeyCharacter): readonly string[] {
  let recorded: readonly string[];
  if (character === "capSize") {
    const size = species.capSize;
    recorded = size ? keyCharacters.capSize.filter((name) => sizeClasses[name](...size)) : [];
  } else if (character === "month") {
    recorded = species.season.map(String);
  } else if (character === "stipe" && species.stipe?.includes("ring-and-volva")) {
    // A visitor who sees the ring (the volva left in the soil), or only the volva (the ring
    // fallen off), is describing this species: the Amanitas above all.
    recorded = [...species.stipe, "ring", "volva"];
  } else {
    const value = species[character];
    recorded = value === undefined ? [] : typeof value === "string" ? [value] : value;
  }
  return keyCharacters[character].filter((value) => recorded.includes(value));
}

/**
 * The state of `?hymenium=gills&capColour=green&capColour=olive`. Unknown names and values are
 * dropped and each character's values put in the schema's order, so equal choices are equal
 * states whatever the URL's order.
 */
export function parseKeyState(search: URLSearchParams): KeyState {
  const entries = characterNames.flatMap((character) => {
    const given = search.getAll(character);
    const values = keyCharacters[character].filter((value) => given.includes(value));
    return values.length > 0 ? [[character, values] as const] : [];
  });
  return Object.fromEntries(entries) as KeyState;
}

/**
 * The search parameters of a state, one per value, the characters and their values in the
 * schema's order: the one URL of a set of choices, which `parseKeyState` reads back.
 */
export function keyStateSearch(state: KeyState): URLSearchParams {
  const search = new URLSearchParams();
  for (const character of characterNames) {
    const chosen = chosenOf(state, character);
    for (const value of keyCharacters[character]) {
      if (chosen.includes(value)) search.append(character, value);
    }
  }
  return search;
}

/** How a species compares with the visitor's choices. */
export interface KeyMatch {
  species: KeySpecies;
  /** The chosen characters for which the species has one of the chosen values. */
  matched: number;
  /** The chosen characters the species records: its match reads "matched of considered". */
  considered: number;
  /** The chosen characters the species records with none of the chosen values. */
  contradicted: KeyCharacter[];
}

/**
 * The species ranked against the choices: those that contradict none before any that contradict
 * one, then the most matches, the fewest contradictions, and the name. A fact a species does not
 * record is neither a match nor a contradiction, so a gap in the data never hides a species. With
 * no choices, every species by name.
 */
export function rankSpecies(species: readonly KeySpecies[], state: KeyState): KeyMatch[] {
  const matches = species.map((entry): KeyMatch => {
    let matched = 0;
    const contradicted: KeyCharacter[] = [];
    for (const character of characterNames) {
      const chosen = chosenOf(state, character);
      const values = valuesOf(entry, character);
      if (chosen.length === 0 || values.length === 0) continue;
      if (values.some((value) => chosen.includes(value))) matched++;
      else contradicted.push(character);
    }
    return { species: entry, matched, considered: matched + contradicted.length, contradicted };
  });
  return matches.toSorted(
    (a, b) =>
      Number(a.contradicted.length > 0) - Number(b.contradicted.length > 0) ||
      b.matched - a.matched ||
      a.contradicted.length - b.contradicted.length ||
      a.species.name.localeCompare(b.species.name),
  );
}

/** The character to ask about next, with the values the candidates have, the most common first. */
export interface NextCharacter {
  character: KeyCharacter;
  /** Each value with the number of candidates that have it. */
  values: { value: string; count: number }[];
}

/**
 * Among the characters not chosen yet, the one whose answer tells the remaining candidates (the
 * species that contradict no choice) apart best; none when fewer than two remain or no character
 * tells them apart. The first in the schema's order wins a tie.
 *
 * A species with several values counts 1/n toward each. The plain entropy of those weights
 * would favour a character on which every candidate lists the same three values, which splits
 * nothing; so the score is the entropy less each species' own spread (the mutual information
 * between species and answer), zero when the candidates' values are all alike. It is scaled by
 * the share of candidates that record the character, since those that do not stay whatever the
 * answer.
 */
export function nextCharacter(
  matches: readonly KeyMatch[],
  state: KeyState,
): NextCharacter | undefined {
  const candidates = matches.filter((match) => match.contradicted.length === 0);
  if (candidates.length < 2) return undefined;
  let best: NextCharacter | undefined;
  // Above zero by more than rounding: identical candidates score 1e-16 or so, not 0.
  let bestScore = 1e-9;
  for (const character of characterNames) {
    if (chosenOf(state, character).length > 0) continue;
    const recorded = candidates
      .map(({ species }) => valuesOf(species, character))
      .filter((values) => values.length > 0);
    if (recorded.length < 2) continue;
    const weights = new Map<string, number>();
    const counts = new Map<string, number>();
    let spread = 0;
    for (const values of recorded) {
      spread += Math.log2(values.length) / recorded.length;
      for (const value of values) {
        weights.set(value, (weights.get(value) ?? 0) + 1 / values.length / recorded.length);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
    }
    let entropy = 0;
    for (const weight of weights.values()) entropy -= weight * Math.log2(weight);
    const score = ((entropy - spread) * recorded.length) / candidates.length;
    if (score > bestScore) {
      bestScore = score;
      const values = keyCharacters[character].flatMap((value) => {
        const count = counts.get(value);
        return count ? [{ value, count }] : [];
      });
      best = { character, values: values.toSorted((a, b) => b.count - a.count) };
    }
  }
  return best;
}
