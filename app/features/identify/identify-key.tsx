import { lazy, Suspense, useEffect, useState } from "react";
import {
  type KeyCharacter,
  type KeyState,
  keyStateSearch,
  parseKeyState,
  rankSpecies,
} from "./key.ts";
import { speciesPerKeyPage } from "#app/lib/content/key-pages.ts";
import { useWords } from "#app/i18n/words.ts";
import { KeyChoices } from "./key-choices.tsx";
import type { KeyEntry } from "./key-results.tsx";
import { loadKeySpecies } from "./load-key-species.ts";
import { useKeyAddress } from "./use-key-address.ts";

// Loaded by the key's island with the key itself (identify-key.island.ts), apart from the page:
// the pre-rendered list needs none of it.
const loadRanked = () => import("./key-ranked.tsx");
const TickSummary = lazy(() => loadRanked().then((module) => ({ default: module.TickSummary })));
const RankedResults = lazy(() =>
  loadRanked().then((module) => ({ default: module.RankedResults })),
);

interface IdentifyKeyProps {
  /** This page's list as pre-rendered (key-list.server.tsx), which hydration keeps. */
  prerenderedList: string;
  /** The page's language (its `lang`, the owner's setting), for the counts. */
  language: string;
}

/**
 * The multi-access key: the visitor ticks what they see, in any order, and the species are ranked
 * against it, the dangerous matches first. The choices live in the address, with the schema's
 * names and values, so a result can be shared and Back undoes a tick. Pre-rendered with no
 * choices: a page of the species by name, with their features and the links to the other pages,
 * which is what a visitor without JavaScript reads (the choices are hidden from them, as they
 * need JavaScript). The key hydrates as an island as the visitor opens a group of choices or
 * ticks, or at once when the address holds choices (identify-key.island.ts). The pre-rendered
 * list stays as it is until a choice applies, so hydration does not render it again; the species
 * file the ranking needs comes with the key's code. From then on, the species are listed from
 * the file, a page's worth at a time.
 */
export function IdentifyKey({ prerenderedList, language }: IdentifyKeyProps) {
  const { identify: messages } = useWords();
  const [address, setAddress] = useKeyAddress();
  // The pre-rendered list is in the page until a choice applies.
  const [listPrerendered, setListPrerendered] = useState(true);
  const [loaded, setLoaded] = useState<readonly KeyEntry[]>();
  const [loadFailed, setLoadFailed] = useState(false);
  // How many of the species the list shows: a page's worth, then more at the visitor's asking.
  const [shownCount, setShownCount] = useState(speciesPerKeyPage);
  useEffect(() => {
    loadKeySpecies().then(setLoaded, () => setLoadFailed(true));
  }, []);

  const state = parseKeyState(new URLSearchParams(address));
  const chosen = Object.keys(state).length > 0;
  const ranking = chosen && loaded !== undefined;
  if (ranking && listPrerendered) setListPrerendered(false);
  const matches = loaded && !listPrerendered ? rankSpecies(loaded, ranking ? state : {}) : [];

  const choose = (next: KeyState) => setAddress(keyStateSearch(next));
  const toggle = (character: KeyCharacter, value: string) => {
    const next = keyStateSearch(state);
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
        <KeyChoices state={state} onToggle={toggle} language={language} />
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
        {/* Always in the page: the island shows it when the key's own code cannot come either. */}
        <p
          role="alert"
          hidden={!loadFailed || loaded !== undefined}
          data-key-load-failed
          className="font-semibold text-ink"
        >
          {messages.loadFailed}
        </p>
        {/* In the page before the first tick, so that a screen reader reads the first count too;
            sticky at the foot of the choices on a phone, the last of them. */}
        <div aria-live="polite" className="sticky bottom-0 z-10 md:static">
          {ranking && (
            <Suspense>
              <TickSummary matches={matches} state={state} />
            </Suspense>
          )}
        </div>
      </search>
      {listPrerendered ? (
        <div
          dangerouslySetInnerHTML={{ __html: prerenderedList }}
          data-key-list
          // The choices apply once the species file is here.
          aria-busy={chosen || undefined}
        />
      ) : (
        // Busy until its code is here, as while the species file comes.
        <Suspense fallback={<div aria-busy />}>
          <RankedResults
            matches={matches}
            state={state}
            ranking={ranking}
            shownCount={shownCount}
            onShowMore={() => setShownCount(shownCount + speciesPerKeyPage)}
            onChoose={toggle}
            language={language}
          />
        </Suspense>
      )}
    </div>
  );
}
