import { useRef } from "react";
import { useHref, useLocation, useNavigate } from "react-router";
import type { SpeciesEntry } from "#app/lib/content/species-index.server.ts";
import { countText } from "#app/i18n/count-text.ts";
import { plural } from "#app/i18n/plural.ts";
import { useSettings } from "#app/config/settings.ts";
import messages from "virtual:messages/species";
import filterMessages from "virtual:messages/speciesFilters";
import { type FilterName, filterNames } from "./species-filter.ts";
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
/** The menus' words for each value; the months by the site's language. */
const optionLabels: Record<FilterName, (value: string) => string> = {
  edibility: (value) => labelOf(edibilities, value),
  month: (value) => monthName(Number(value)),
  hymenium: (value) => labelOf(hymenia, value),
};
function labelOf(
  terms: readonly (typeof edibilities)[number][] | readonly (typeof hymenia)[number][],
  value: string,
) {
  const term = terms.find((known) => known === value);
  return term ? messages[term] : value;
}

interface FilterFormProps {
  species: readonly SpeciesEntry[];
  /** How many species the filters let through; known once the page has hydrated. */
  shown: number | undefined;
}

/**
 * The filters of the species index, a GET form to the page itself, in the page's HTML. Without
 * JavaScript the page's style (`filterStyle`) narrows the list as each menu changes, and the
 * submit button leaves the page as it is (`formMethod="dialog"`): a static host answers the query
 * with the whole list, and the choice would be lost. With JavaScript each choice is a URL of its
 * own, so Back undoes it, and the form says how many species it lets through.
 */
export function FilterForm({ species, shown }: FilterFormProps) {
  const action = useHref(".");
  const search = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const { language } = useSettings();
  const firstFilter = useRef<HTMLSelectElement>(null);
  const hydrated = shown !== undefined;
  const options = filterValues(species);
  // Each change is a visit of its own, so Back undoes it; the page stays where it is.
  const setSearch = (next: URLSearchParams) =>
    navigate({ search: next.size > 0 ? `?${next}` : "" }, { preventScrollReset: true });
  const choose = (name: FilterName, value: string) => {
    const next = new URLSearchParams(search);
    if (value === "") next.delete(name);
    else next.set(name, value);
    void setSearch(next);
  };
  return (
    <form
      method="get"
      action={action}
      aria-label={messages.filters}
      className="mb-6"
      onSubmit={(event) => {
        event.preventDefault();
        // What the GET submission asks for, without the menus left at "any".
        const next = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value !== "") next.set(name, value);
        }
        void setSearch(next);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {filterNames.map((name) => (
          <label key={name} className="block text-base font-semibold text-ink">
            {labels[name]}
            <select
              ref={name === filterNames[0] ? firstFilter : undefined}
              name={name}
              // As the URL says once hydrated. Before, no value: the HTML then marks no option
              // `selected`, and the first ("any") is the menu's choice until the visitor's.
              value={hydrated ? (search.get(name) ?? "") : undefined}
              onChange={(event) => choose(name, event.target.value)}
              className={selectClass}
            >
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
        {hydrated && (
          <output aria-live="polite">
            {shown === 0
              ? messages.noMatch
              : plural(messages.shown, shown, language, countText(shown, language))}
          </output>
        )}
        {hydrated && filterNames.some((name) => search.has(name)) && (
          <button
            type="button"
            onClick={() => {
              void setSearch(new URLSearchParams());
              // The button goes with the filters it clears: keep the keyboard in the form.
              firstFilter.current?.focus();
            }}
            className="min-h-11 cursor-pointer font-semibold text-moss underline underline-offset-4"
          >
            {messages.showAll}
          </button>
        )}
      </p>
    </form>
  );
}
