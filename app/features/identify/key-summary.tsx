import { fill } from "#app/i18n/format.ts";
import { useWords } from "#app/i18n/words.ts";
import type { KeyCharacter, KeyState } from "./key.ts";
import { resultsId } from "./key-locations.ts";
import { dangerHeadingId } from "./key-results.tsx";
import { characterLabels, valueLabel } from "./key-words.ts";
import { separated } from "#app/i18n/separated.ts";

interface KeySummaryProps {
  /** The species that agree with every choice. */
  candidates: number;
  /** The species of the danger list. */
  dangerous: number;
}

/**
 * After a tick, a line that stays at the foot of the screen while the visitor is among the
 * choices: how many species match every choice, how many dangerous ones are left to rule out, and
 * a jump to them (issue 64). Its place in the key (identify-key.tsx) is sticky within the choices,
 * so it never covers the results, and is read out as it changes; on a wide screen the results are
 * in view beside.
 */
export function KeySummary({ candidates, dangerous }: KeySummaryProps) {
  const { findKey: keyMessages } = useWords();
  return (
    <p
      className="-mx-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl border-2 border-ink bg-paper px-4 py-2 font-semibold text-ink shadow-lg md:shadow-none"
      data-key-summary
    >
      <span>{fill(keyMessages.summary, { candidates, dangerous })}</span>
      <a
        // The dangerous species it counts come before the ranked list, and first.
        href={`#${dangerous > 0 ? dangerHeadingId : resultsId}`}
        className="min-h-11 content-center text-moss underline underline-offset-4"
      >
        {keyMessages.showResults}
      </a>
    </p>
  );
}

/**
 * When no species agrees with every choice: says so and names the choices that split the
 * species, each with its values, so the visitor knows which to check again.
 */
export function Contradiction({
  characters,
  state,
}: {
  characters: readonly KeyCharacter[];
  state: KeyState;
}) {
  const words = useWords();
  const { findKey: keyMessages } = words;
  if (characters.length === 0) return null;
  const labels = characterLabels(words);
  const features = characters
    .map((character) => {
      const values: readonly string[] = state[character] ?? [];
      const chosen = separated(values.map((value) => valueLabel(character, value, words)));
      return `${labels[character]} (${chosen})`;
    })
    .join("; ");
  return (
    <output className="block rounded-2xl border-2 border-cap bg-paper-deep p-4 font-semibold text-ink">
      {fill(keyMessages.contradiction, { features })}
    </output>
  );
}
