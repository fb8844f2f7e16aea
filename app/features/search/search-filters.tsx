import { useId, useState } from "react";
import { monthName } from "#app/features/species/season.ts";
import { factText, type FactWords } from "#app/features/species/morphology-words.ts";
import {
  colours,
  edibilities,
  hymenia,
  sporePrintColours,
} from "#app/lib/content/species-terms.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { fill } from "#app/i18n/format.ts";
import { useWords } from "#app/i18n/words.ts";
import type { Facet, FacetValues, SearchFilters } from "./search-engine.ts";

interface SearchFiltersProps {
  values: FacetValues;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

/** The words the facets and their values are named in: `useWords()` in a component (ADR 037). */
type FacetWords = Pick<Catalogue, "search" | "species" | "morphology">;

/** A closed list's values the index has, in the list's order, named in the site's language. */
const inOrder =
  (fact: string, list: readonly string[], words: FactWords) =>
  (values: string[]): [value: string, label: string][] =>
    list
      .filter((value) => values.includes(value))
      .map((value) => [value, factText(fact, value, words)]);

/** How each facet's values are named and ordered: sections A to Z, the closed lists in order. */
const facetOptions = (
  words: FacetWords,
): Record<Facet, (values: string[]) => [value: string, label: string][]> => ({
  // By code point, not by a collator, whose first use loads the browser's locale data (a long
  // task on a phone) for the handful of section titles there are.
  section: (values) => values.toSorted().map((value) => [value, value]),
  edibility: (values) =>
    edibilities
      .filter((edibility) => values.includes(edibility))
      .map((edibility) => [edibility, words.species[edibility]]),
  month: (values) =>
    values
      .map(Number)
      .toSorted((a, b) => a - b)
      .map((month) => [String(month), monthName(month)]),
  underside: inOrder("hymenium", hymenia, words),
  sporePrint: inOrder("sporePrint", sporePrintColours, words),
  capColour: inOrder("capColour", colours, words),
});

const facetLabels = ({
  search: messages,
  species: speciesMessages,
  morphology: morphologyMessages,
}: FacetWords): Record<Facet, { label: string; any: string }> => ({
  section: { label: messages.section, any: messages.anySection },
  edibility: { label: speciesMessages.edibility, any: speciesMessages.anyEdibility },
  month: { label: speciesMessages.month, any: speciesMessages.anyMonth },
  underside: { label: speciesMessages.hymenium, any: speciesMessages.anyHymenium },
  sporePrint: { label: speciesMessages.sporePrint, any: messages.anyValue },
  capColour: { label: morphologyMessages.capColour, any: messages.anyValue },
});

/**
 * A menu per facet the index has (edibility and month only once there are species). On a narrow
 * screen they wait behind one "Filters" button, so that the results have the room.
 */
export function SearchFacets({ values, filters, onChange }: SearchFiltersProps) {
  const words = useWords();
  const { search: messages, searchNames: namesMessages } = words;
  const id = `search${useId()}`;
  const [open, setOpen] = useState(false);
  const chosen = Object.values(filters).filter(Boolean).length;
  const options = facetOptions(words);
  const labels = facetLabels(words);
  const shown = (Object.keys(options) as Facet[]).filter(
    (facet) => Object.keys(values[facet] ?? {}).length > 0,
  );
  if (shown.length === 0) return null;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-facets`}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 items-center gap-2 rounded-full border border-line bg-paper-deep px-4 font-semibold text-ink hover:border-moss sm:hidden"
      >
        {namesMessages.filtersToggle}
        {chosen > 0 && (
          <span className="text-sm font-normal text-ink-muted">
            ({fill(namesMessages.filtersChosen, { count: chosen })})
          </span>
        )}
      </button>
      <fieldset
        id={`${id}-facets`}
        className={`${open ? "mt-3 flex" : "hidden"} flex-wrap gap-x-4 gap-y-2 sm:mt-0 sm:flex`}
      >
        <legend className="sr-only">{messages.filters}</legend>
        {shown.map((facet) => (
          <div key={facet} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${facet}`} className="text-sm font-semibold text-ink">
              {labels[facet].label}
            </label>
            <select
              id={`${id}-${facet}`}
              value={filters[facet] ?? ""}
              onChange={(event) => onChange({ ...filters, [facet]: event.target.value })}
              className="min-h-11 rounded-2xl border border-line bg-paper px-3 text-base text-ink"
            >
              <option value="">{labels[facet].any}</option>
              {options[facet](Object.keys(values[facet] ?? {})).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
