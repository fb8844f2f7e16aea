import type { SpeciesEntry } from "#app/lib/content/species-index.server.ts";

/** The filters of the species index, as the URL's search parameters name them. */
export const filterNames = ["edibility", "month", "hymenium"] as const;

/** Whether a species passes the filters of `search`, e.g. "?edibility=choice&month=9". */
export function matchesFilters(entry: SpeciesEntry, search: URLSearchParams): boolean {
  const edibility = search.get("edibility");
  const month = search.get("month");
  const hymenium = search.get("hymenium");
  return (
    (!edibility || entry.edibility === edibility) &&
    (!month || entry.season.includes(Number(month))) &&
    (!hymenium || entry.hymenium === hymenium)
  );
}

export type FilterName = (typeof filterNames)[number];

/** A species' values as its card carries them, for the filters' style: months space-separated. */
export const filterData = (entry: SpeciesEntry) => ({
  "data-edibility": entry.edibility,
  "data-month": entry.season.join(" "),
  "data-hymenium": entry.hymenium ?? "",
});

/**
 * The filters as CSS, for a page without JavaScript: while an option other than "any" is chosen,
 * the cards of `[data-species-index]` whose value differs are hidden, as `matchesFilters` would
 * leave them out. A static host serves the same HTML whatever the query, so the choice itself,
 * not the URL, has to do it.
 */
export function filterStyle(values: Record<FilterName, readonly string[]>): string {
  return filterNames
    .flatMap((name) =>
      values[name].map(
        (value) =>
          `[data-species-index]:has([name="${name}"] option[value="${value}"]:checked) [data-${name}]:not([data-${name}~="${value}"]){display:none}`,
      ),
    )
    .join("\n");
}
