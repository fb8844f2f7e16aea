import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { fill } from "#app/i18n/format.ts";
import { countText } from "#app/i18n/count-text.ts";
import { plural } from "#app/i18n/plural.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { useWords } from "#app/i18n/words.ts";
import { withBase } from "#app/lib/site-url.ts";
import { SporePrintLegend } from "#app/features/drawings/spore-print-legend.tsx";
import type { SearchFilters } from "./search-engine.ts";
import { NameSuggestion, SearchResult } from "./search-result.tsx";
import { SearchFacets } from "./search-filters.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { applySiteStylesheet } from "#app/lib/site-stylesheet.ts";
import { nextResultIndex } from "./result-keys.ts";
import { type EngineState, type SearchResults, useSearch } from "./use-search.ts";

interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The site's language, for the count of results. */
  language: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called as a result is opened, before the browser loads its page. */
  onOpenResult?: () => void;
  /**
   * On a page of its own, the engine waits for the visitor to turn to the search (focus or a
   * tap in the panel) or for words to search, rather than load and start up as the page loads,
   * where its work would hold up a phone's main thread. In the dialog, opening it is that turn.
   */
  loadsOnFirstUse?: boolean;
}

/**
 * The search's field, filters and results, in the dialog and on /search. Results come as the
 * visitor types; the arrow keys move between the field and the results, Enter opens the focused
 * result (the first one, from the field), and a polite status reads the count.
 */
export function SearchPanel({
  query,
  onQueryChange,
  language,
  inputRef,
  onOpenResult,
  loadsOnFirstUse = false,
}: SearchPanelProps) {
  const { search: messages } = useWords();
  // A letter first: ids from useId start with "_", which HTML's ids may not.
  const id = `search${useId()}`;
  const [filters, setFilters] = useState<SearchFilters>({});
  const [turnedTo, setTurnedTo] = useState(!loadsOnFirstUse);
  // Words in the address are searched once hydrated: the pre-rendered page had none.
  const wanted = useHydrated() && (turnedTo || query.trim() !== "");
  const { engineState, busy, facetValues, results } = useSearch(query, filters, wanted);
  // Its filters and results have rules the page's own may lack: on /search the whole stylesheet
  // is applied once the search is wanted, before any of them come (ADR 046).
  useEffect(() => {
    if (wanted) applySiteStylesheet();
  }, [wanted]);
  const list = useRef<HTMLUListElement>(null);

  /** Arrow keys, from the field or a result: -1 is the field. */
  const moveFocus = (event: KeyboardEvent, current: number) => {
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[data-result]") ?? [])];
    const next = nextResultIndex(event.key, current, links.length);
    if (next === undefined) return;
    event.preventDefault();
    (next === -1 ? inputRef?.current : links[next])?.focus();
  };

  const onFieldKeyDown = (event: KeyboardEvent) => {
    moveFocus(event, -1);
    const first = results?.hits[0];
    if (event.key !== "Enter" || !first) return;
    event.preventDefault();
    onOpenResult?.();
    location.assign(withBase(first.url));
  };

  const turnTo = () => setTurnedTo(true);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4" onFocus={turnTo} onPointerDown={turnTo}>
      <div>
        <label htmlFor={`${id}-field`} className="mb-1 block font-semibold text-ink">
          {messages.label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-field`}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onFieldKeyDown}
          placeholder={messages.placeholder}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 w-full rounded-full border-2 border-line bg-paper px-5 text-lg text-ink"
        />
        {/* Shown where there is a keyboard to speak of; read as the field's description anyway. */}
        <p id={`${id}-hint`} className="mt-1 hidden text-sm text-ink-muted sm:block">
          {messages.hint}
        </p>
      </div>
      <SearchFacets values={facetValues} filters={filters} onChange={setFilters} />
      {/* A polite live region (role "status"): the count is read once the full text has
          answered, not the names' count before it. */}
      <output className="font-semibold text-ink" aria-busy={busy}>
        {statusText(engineState, results, language, messages)}
      </output>
      {results?.suggestion && (
        <NameSuggestion
          {...results.suggestion}
          query={results.query}
          noResults={results.total === 0}
          onOpen={onOpenResult}
        />
      )}
      {results && results.hits.length > 0 && (
        // Scrolls inside the dialog; its padding keeps the focused result's outline in view.
        <ul ref={list} className="space-y-3 overflow-y-auto p-1">
          {results.hits.map((hit, index) => (
            <li key={hit.url}>
              <SearchResult
                hit={hit}
                onOpen={onOpenResult}
                onKeyDown={(event) => moveFocus(event, index)}
              />
            </li>
          ))}
        </ul>
      )}
      {results?.hits.some((hit) => hit.picture !== undefined && hit.photo === undefined) && (
        <SporePrintLegend />
      )}
    </div>
  );
}

function statusText(
  engineState: EngineState,
  results: SearchResults | undefined,
  language: string,
  messages: Catalogue["search"],
): string {
  if (engineState === "loading") return messages.loading;
  if (engineState === "failed") return messages.failed;
  if (!results) return "";
  if (results.total === 0) return fill(messages.noResults, { query: results.query });
  return plural(messages.results, results.total, language, countText(results.total, language));
}
