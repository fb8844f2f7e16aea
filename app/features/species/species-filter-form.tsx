import { useHref } from "react-router";
import type { SpeciesEntry } from "#app/lib/content/species-index.server.ts";
import { useSettings } from "#app/config/settings.ts";
import { islandOf } from "#app/lib/island.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { useWords } from "#app/i18n/words.ts";
import { type FilterName, filterFormParts, filterNames } from "./species-filter.ts";
import { edibilities, hymenia } from "#app/lib/content/species-terms.ts";
import { calendarMonths, monthName } from "./season.ts";

const selectClass =
  "mt-1 block w-full rounded-xl border border-ink-muted bg-paper px-3 py-2 text-base text-ink";

/** Each filter's values, in the order of its menu, that at least one species of the list has. */
export function filterValues(species: readonly SpeciesEntry[]): Record<FilterName, string[]> {
  const present = <Value extends string>(
    values: readonly Value[],
    of: (entry: SpeciesEntry) => unknown,
  ) => values.filter((value) => species.some((entry) => of(entry) === value));
  return {
    edibility: present(edibilities, (entry) => entry.edibility),
    month: calendarMonths.map(String),
    hymenium: present(hymenia, (entry) => entry.hymenium),
  };
}

function labelOf(
  terms: readonly (typeof edibilities)[number][] | readonly (typeof hymenia)[number][],
  value: string,
  messages: Catalogue["species"],
) {
  const term = terms.find((known) => known === value);
  return term ? messages[term] : value;
}

/**
 * The filters of the species index, a GET form to the page itself, in the page's HTML. Without
 * JavaScript the page's style (`filterStyle`) narrows the list as each menu changes, and the
 * submit button leaves the page as it is (`formMethod="dialog"`): a static host answers the query
 * with the whole list, and the choice would be lost. With JavaScript (species-filters.island.ts)
 * each choice is a URL of its own, so Back undoes it, and the form says how many species it lets
 * through.
 */
export function FilterForm({ species }: { species: readonly SpeciesEntry[] }) {
  const { language } = useSettings();
  const { species: messages, speciesFilters: filterMessages } = useWords();
  const options = filterValues(species);
  const anyOf = {
    edibility: messages.anyEdibility,
    month: messages.anyMonth,
    hymenium: messages.anyHymenium,
  };
  const labels = {
    edibility: messages.edibility,
    month: messages.month,
    hymenium: messages.hymenium,
  };
  // The menus' words for each value; the months by the site's language.
  const optionLabels: Record<FilterName, (value: string) => string> = {
    edibility: (value) => labelOf(edibilities, value, messages),
    month: (value) => monthName(Number(value)),
    hymenium: (value) => labelOf(hymenia, value, messages),
  };
  return (
    <form
      method="get"
      action={useHref(".")}
      aria-label={messages.filters}
      className="mb-6"
      {...islandOf("species-filters")}
      data-language={language}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {filterNames.map((name) => (
          <label key={name} className="block text-base font-semibold text-ink">
            {labels[name]}
            {/* No option is marked `selected`: the first ("any") is the menu's choice until the
                visitor's, or the URL's once the island has read it. */}
            <select name={name} className={selectClass}>
              <option value="">{anyOf[name]}</option>
              {options[name].map((value) => (
                <option key={value} value={value}>
                  {optionLabels[name](value)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p className="mt-3 flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2 text-base text-ink-muted">
        <button
          type="submit"
          formMethod="dialog"
          className="min-h-11 cursor-pointer rounded-full border-2 border-moss px-5 font-semibold text-moss hover:bg-paper-deep"
        >
          {filterMessages.apply}
        </button>
        {/* Both filled and shown by the island. */}
        <output aria-live="polite" hidden {...{ [filterFormParts.count]: "" }} />
        <button
          type="button"
          hidden
          {...{ [filterFormParts.showAll]: "" }}
          className="min-h-11 cursor-pointer font-semibold text-moss underline underline-offset-4"
        >
          {messages.showAll}
        </button>
      </p>
    </form>
  );
}
