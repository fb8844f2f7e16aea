import { useState } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import messages from "virtual:messages/identify";
import {
  dangerList,
  type KeyCharacter,
  type KeyState,
  keyStateSearch,
  nextCharacter,
  parseKeyState,
  rankSpecies,
} from "./key.ts";
import { KeyChoices } from "./key-choices.tsx";
import { CheckNext, DangerousMatches, type KeyEntry, KeyTable } from "./key-results.tsx";

/**
 * The multi-access key: the visitor ticks what they see, in any order, and the species are ranked
 * against it, the dangerous matches first. The choices live in the address, with the schema's
 * names and values, so a result can be shared and Back undoes a tick. Pre-rendered with no
 * choices: every species by name, with its features, which is what a visitor without JavaScript
 * reads (the choices are hidden from them, as they need JavaScript), and what hydrates.
 */
export function IdentifyKey({ species }: { species: readonly KeyEntry[] }) {
  const [search, setSearch] = useSearchParams();
  const hydrated = useHydrated();
  // A tick shows at once; the address follows a moment later (a navigation), and rules from then.
  const [ticked, setTicked] = useState<{ on: string; state: KeyState }>();
  const address = search.toString();
  // The address's choices apply once hydrated: the pre-rendered page had none.
  const addressState = hydrated ? parseKeyState(search) : {};
  if (ticked && ticked.on !== address) setTicked(undefined);
  const state = ticked?.on === address ? ticked.state : addressState;
  const matches = rankSpecies(species, state);
  const chosen = Object.keys(state).length > 0;
  // Each tick is a visit of its own (Back undoes it), the page staying where it is.
  const choose = (next: KeyState) => {
    setTicked({ on: address, state: next });
    setSearch(keyStateSearch(next), { preventScrollReset: true });
  };
  const toggle = (character: KeyCharacter, value: string) => {
    const next = new URLSearchParams(keyStateSearch(state));
    const values = next.getAll(character);
    next.delete(character);
    const kept = values.includes(value)
      ? values.filter((one) => one !== value)
      : [...values, value];
    for (const one of kept) next.append(character, one);
    choose(parseKeyState(next));
  };
  return (
    <div className="space-y-8">
      {/* A search landmark: the controls that filter the species, with nothing to submit. */}
      <search data-needs-javascript aria-label={messages.characters} className="block space-y-3">
        <KeyChoices state={state} onToggle={toggle} />
        {chosen ? (
          <button
            type="button"
            onClick={(event) => {
              // The button goes with the choices: focus stays with them, on the first character.
              event.currentTarget.closest("search")?.querySelector("summary")?.focus();
              choose({});
            }}
            className="min-h-11 font-semibold text-moss underline underline-offset-4"
          >
            {messages.clear}
          </button>
        ) : (
          <p className="font-semibold text-ink">{messages.noChoice}</p>
        )}
      </search>
      <DangerousMatches matches={chosen ? dangerList(matches, state) : []} />
      {chosen && <CheckNext next={nextCharacter(matches, state)} onChoose={toggle} />}
      <KeyTable matches={matches} chosen={chosen} />
    </div>
  );
}
