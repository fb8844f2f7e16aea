import { type KeyCharacter, type KeyState, keyCharacters } from "./key.ts";
import { characterLabels, valueLabel } from "./key-words.ts";
import { TermChoice } from "#app/features/species/term-link.tsx";
import { countText } from "#app/i18n/count-text.ts";
import { plural } from "#app/i18n/plural.ts";
import { useWords } from "#app/i18n/words.ts";

interface KeyChoicesProps {
  state: KeyState;
  /** A value ticked or unticked. */
  onToggle: (character: KeyCharacter, value: string) => void;
  /** The page's language, for the counts. */
  language: string;
}

const characters = Object.keys(keyCharacters) as KeyCharacter[];

/**
 * The characters of the key, each a group of boxes to tick (several values of one mean "one of
 * these"), folded until opened so that the long list stays short on a phone; a group with ticks
 * stays open and says how many were chosen, in words a screen reader reads with its name.
 */
export function KeyChoices({ state, onToggle, language }: KeyChoicesProps) {
  const words = useWords();
  const labels = characterLabels(words);
  return (
    <div className="space-y-2">
      {characters.map((character) => {
        const chosen: readonly string[] = state[character] ?? [];
        const count = countText(chosen.length, language);
        return (
          <details
            key={character}
            open={chosen.length > 0 ? true : undefined}
            className="rounded-2xl border border-line bg-paper-deep"
          >
            <summary className="min-h-11 cursor-pointer px-4 py-2 font-semibold text-ink">
              {labels[character]}
              {chosen.length > 0 && (
                // Its own space, for a screen reader would run the name and the count together.
                <span className="ms-1 text-moss">
                  {` (${plural(words.identify.chosen, chosen.length, language, count)})`}
                </span>
              )}
            </summary>
            <fieldset className="grid gap-1 px-4 pb-3 sm:grid-cols-2">
              <legend className="sr-only">{labels[character]}</legend>
              {keyCharacters[character].map((value) => (
                // Linked where a feature explains the option's term (the glossary's "decurrent").
                <TermChoice key={value} term={value} label={valueLabel(character, value, words)}>
                  <label className="flex min-h-11 items-center gap-3 text-base text-ink">
                    <input
                      type="checkbox"
                      name={character}
                      value={value}
                      checked={chosen.includes(value)}
                      onChange={() => onToggle(character, value)}
                      className="size-5 shrink-0 accent-moss"
                    />
                    {valueLabel(character, value, words)}
                  </label>
                </TermChoice>
              ))}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}
