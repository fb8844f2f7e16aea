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
