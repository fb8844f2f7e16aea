import { useEffect, useMemo, useState } from "react";
import { answerByName, mergeHits, type NameAnswer } from "./name-hits.ts";
import { loadNamesIndex } from "./load-names.ts";
import type { NamedSpecies } from "./names-match.ts";
import {
  chosenFilters,
  type FacetValues,
  loadSearchEngine,
  namesFirst,
  type SearchFilters,
  type SearchHit,
  toHit,
} from "./search-engine.ts";

/** The most results listed at once: the count announced is of all of them. */
const shownResults = 20;

type Engine = Awaited<ReturnType<typeof loadSearchEngine>>;

/** The results of one search: its words, how many pages match, and the first of them. */
export interface SearchResults {
  query: string;
  total: number;
  hits: SearchHit[];
  /** What the names index suggests: "Did you mean …?", or the closest name to words that match none. */
  suggestion?: Omit<NameAnswer, "hits">;
}

export type EngineState = "idle" | "loading" | "ready" | "failed";

/**
 * Searches as the words or filters change: loads the engine once `wanted`, then lists the first
 * results of the latest search (an earlier search that ends later is dropped). No words and no
 * facet chosen lists nothing; facets alone list every page they match.
 */
export function useSearch(query: string, filters: SearchFilters, wanted: boolean) {
  const [engine, setEngine] = useState<Engine>();
  const [engineState, setEngineState] = useState<EngineState>("loading");
  const [facetValues, setFacetValues] = useState<FacetValues>({});
  // The full text's last answer, with the words and filters it answered (`searchKey`).
  const [fullText, setFullText] = useState<{ key: string; results: SearchResults }>();
  const [names, setNames] = useState<NamedSpecies[]>();

  // The names answer first: a small file, there before Pagefind has started.
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadNamesIndex()
      .then((loaded) => current && setNames(loaded))
      // Without it the full text still answers.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadSearchEngine()
      .then(async (loaded) => {
        const values = await loaded.filters();
        if (!current) return;
        setFacetValues(values);
        setEngine(loaded);
        setEngineState("ready");
      })
      .catch(() => current && setEngineState("failed"));
    return () => {
      current = false;
    };
  }, [wanted]);

  const words = query.trim();
  const chosen = chosenFilters(filters);
  // One key for the filters, so the effect below runs when a value changes, not on every render.
  const filterKey = JSON.stringify(chosen);
  const isEmpty = words === "" && Object.keys(chosen).length === 0;
  const searchKey = `${words}\n${filterKey}`;

  useEffect(() => {
    if (!engine || isEmpty) return;
    const active: Record<string, string> = JSON.parse(filterKey);
    let current = true;
    void engine
      .search(words === "" ? null : words, { filters: active })
      .then(async (search) => {
        if (!search) return;
        const hits = await Promise.all(
          search.results.slice(0, shownResults).map(async (result) => toHit(await result.data())),
        );
        if (current) {
          setFullText({
            key: searchKey,
            results: { query: words, total: search.results.length, hits: namesFirst(hits, words) },
          });
        }
      })
      .catch(() => current && setEngineState("failed"));
    return () => {
      current = false;
    };
  }, [engine, isEmpty, words, filterKey, searchKey]);

  // By name only with no filter chosen: a name knows nothing of the facets.
  const byName = useMemo(
    () => (names && words !== "" && filterKey === "{}" ? answerByName(names, words) : undefined),
    [names, words, filterKey],
  );

  return {
    engineState: wanted ? engineState : "idle",
    // Until the full text has answered these words and filters, what shows may still change: the
    // names' answer alone, or the last search's.
    busy: wanted && !isEmpty && engineState !== "failed" && fullText?.key !== searchKey,
    facetValues,
    results: isEmpty
      ? undefined
      : withNames(fullText?.results.query === words ? fullText.results : undefined, byName, words),
  };
}

/** The full text's results with the species found by name first, or those alone until it answers. */
function withNames(
  fullText: SearchResults | undefined,
  byName: NameAnswer | undefined,
  query: string,
): SearchResults | undefined {
  if (!byName) return fullText;
  const { hits: named, ...suggestion } = byName;
  const hits = mergeHits(named, fullText?.hits ?? []);
  const added = hits.length - (fullText?.hits.length ?? 0);
  if (!fullText && named.length === 0) return undefined;
  return { query, total: (fullText?.total ?? 0) + added, hits, suggestion };
}
