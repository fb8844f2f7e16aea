// The key's danger list (issue 64), loaded with the key's verdicts (key-ranked.tsx) as the visitor
// starts choosing: the misjudgings it forgives weigh nothing on the page's first load.
import { mistakable } from "#app/lib/content/mistakable.ts";
import type { Edibility } from "#app/lib/content/species-terms.ts";
import { chosenOf, type KeyMatch, type KeyState, valuesOf } from "./key.ts";

/** The edibilities the danger list warns of, the worst first. */
const dangerous: readonly Edibility[] = ["deadly", "poisonous", "psychoactive"];

/** Whether each choice a species contradicts may be a misjudging of one of its own values. */
const onlyMisjudged = ({ species, contradicted }: KeyMatch, state: KeyState) =>
  contradicted.every((character) =>
    chosenOf(state, character).some((chosen) =>
      valuesOf(species, character).some((value) => mistakable(character, chosen, value)),
    ),
  );

/**
 * The deadly, poisonous and psychoactive species to show above the ranked list, whatever their
 * rank: those that contradict one choice at most, or only choices the visitor may have misjudged
 * (mistakable.ts), deadly first, each in rank order. The named dangerous lookalike of a species
 * that is close so is allowed one contradiction more: a morel's false morel, however the visitor
 * read its pits and ridges. What a species does not record never counts against it; one choice
 * at least must match, so that no choice lists none.
 */
export function dangerList(matches: readonly KeyMatch[], state: KeyState): KeyMatch[] {
  const close = matches.filter(
    (match) =>
      match.matched >= 1 && (match.contradicted.length <= 1 || onlyMisjudged(match, state)),
  );
  const named = close.flatMap((match) => match.species.dangerousLookalikes ?? []);
  return matches
    .filter(
      (match) =>
        dangerous.includes(match.species.edibility) &&
        (close.includes(match) ||
          (named.includes(match.species.slug) &&
            match.matched >= 1 &&
            match.contradicted.length <= 2)),
    )
    .toSorted(
      (a, b) => dangerous.indexOf(a.species.edibility) - dangerous.indexOf(b.species.edibility),
    );
}
