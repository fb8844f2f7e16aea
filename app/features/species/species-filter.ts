import type { SpeciesEntry } from "#app/lib/content/species-index.server.ts";

/** The filters of the species index, as the URL's search parameters name them. */
export const filterNames = ["edibility", "month", "hymenium"] as const;

export type FilterName = (typeof filterNames)[number];

/** The form's parts its island fills (species-filters.island.ts), by the attribute they carry. */
export const filterFormParts = { count: "data-filter-count", showAll: "data-filter-show-all" };

/** A species' values as its card carries them, for the filters' style: months space-separated. */
export const filterData = (entry: SpeciesEntry) => ({
  "data-edibility": entry.edibility,
  "data-month": entry.season.join(" "),
  "data-hymenium": entry.hymenium ?? "",
});

/** The values chosen, by filter; a filter left at "any" has none. */
export type ChosenFilters = Partial<Record<FilterName, string>>;

/**
 * Whether a card (its `filterData`, as the DOM reads it) passes the chosen filters, as
 * `filterStyle` decides whether it shows.
 */
export const cardMatches = (card: DOMStringMap, chosen: ChosenFilters) =>
  filterNames.every((name) => {
    const value = chosen[name];
    return !value || (card[name] ?? "").split(" ").includes(value);
  });

/**
 * The filters as CSS: while an option other than "any" is chosen, the cards of
 * `[data-species-index]` whose value differs are hidden. A static host serves the same HTML
 * whatever the query, so the choice itself, not the URL, has to do it; with JavaScript, the URL
 * chooses the options (species-filters.island.ts).
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
