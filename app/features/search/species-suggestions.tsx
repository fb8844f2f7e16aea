import { useEffect, useState } from "react";
import { EdibilityBadge } from "#app/features/species/edibility-badge.tsx";
import { withBase } from "#app/lib/site-url.ts";
import messages from "virtual:messages/searchNames";
import { loadNamesIndex } from "./load-names.ts";
import { closestNames, matchNames, type NamedSpecies } from "./names-match.ts";

/** The element the suggestions go in: the 404 page renders it, empty until they come. */
export const speciesSuggestionsId = "species-suggestions";

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

/**
 * On the 404 page, once it runs: the species whose names come closest to the address's last
 * part ("/types/chantrelle" offers the Chanterelle). Without JavaScript, or without the names
 * index, the page stays as it is. Plain links: on a 404 page left unhydrated there is no router.
 */
export function SpeciesSuggestions({ path }: { path: string }) {
  const [suggestions, setSuggestions] = useState<NamedSpecies[]>([]);

  useEffect(() => {
    let current = true;
    loadNamesIndex()
      .then((index) => current && setSuggestions(suggestedSpecies(index, path)))
      .catch(() => current && setSuggestions([]));
    return () => {
      current = false;
    };
  }, [path]);

  if (suggestions.length === 0) return null;
  return (
    <nav
      aria-labelledby={`${speciesSuggestionsId}-heading`}
      className="mt-14 w-full max-w-md text-start"
    >
      <h2
        id={`${speciesSuggestionsId}-heading`}
        className="font-display text-xl font-semibold text-ink"
      >
        {messages.notFoundSuggestions}
      </h2>
      <ul className="mt-3 space-y-2">
        {suggestions.map((species) => (
          <li key={species.path}>
            <a
              href={withBase(species.path)}
              className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-line bg-paper-deep px-4 py-2 text-ink hover:border-moss"
            >
              <span className="font-semibold">{species.title}</span>
              <span lang="la" className="text-ink-muted italic">
                {species.scientificName}
              </span>
              <EdibilityBadge edibility={species.edibility} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
