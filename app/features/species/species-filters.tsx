import { useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SpeciesEntry } from "#app/lib/content/species-index.server.ts";
import { countText } from "#app/i18n/count-text.ts";
import { plural } from "#app/i18n/plural.ts";
import { language } from "#app/i18n/language.ts";
import messages from "virtual:messages/species";
import { filterNames } from "./species-filter.ts";
import { edibilities, hymenia } from "./species-terms.ts";
import { calendarMonths, monthName } from "./season.ts";

interface SpeciesFiltersProps {
  species: readonly SpeciesEntry[];
  /** How many species the filters let through. */
  shown: number;
}

const selectClass =
  "mt-1 block w-full rounded-xl border border-ink-muted bg-paper px-3 py-2 text-base text-ink";

/** The filters of the species index: each change is a new URL, so Back undoes it. */
export default function SpeciesFilters({ species, shown }: SpeciesFiltersProps) {
  const search = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const firstFilter = useRef<HTMLSelectElement>(null);
  // Each change is a visit of its own, so Back undoes it; the page stays where it is.
  const setSearch = (next: URLSearchParams) =>
    navigate({ search: next.size > 0 ? `?${next}` : "" }, { preventScrollReset: true });
  const choose = (name: (typeof filterNames)[number], value: string) => {
    const next = new URLSearchParams(search);
    if (value === "") next.delete(name);
    else next.set(name, value);
    void setSearch(next);
  };
  const present = <Value extends string>(
    values: readonly Value[],
    of: (e: SpeciesEntry) => unknown,
  ) => values.filter((value) => species.some((entry) => of(entry) === value));
  const options = {
    edibility: [
      ["", messages.anyEdibility],
      ...present(edibilities, (entry) => entry.edibility).map((value) => [value, messages[value]]),
    ],
    month: [
      ["", messages.anyMonth],
      ...calendarMonths.map((month) => [String(month), monthName(month)]),
    ],
    hymenium: [
      ["", messages.anyHymenium],
      ...present(hymenia, (entry) => entry.hymenium).map((value) => [value, messages[value]]),
    ],
  } satisfies Record<(typeof filterNames)[number], string[][]>;
  const labels = {
    edibility: messages.edibility,
    month: messages.month,
    hymenium: messages.hymenium,
  };
  const filtered = filterNames.some((name) => search.has(name));
  return (
    <form
      aria-label={messages.filters}
      className="mb-6"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {filterNames.map((name) => (
          <label key={name} className="block text-base font-semibold text-ink">
            {labels[name]}
            <select
              ref={name === filterNames[0] ? firstFilter : undefined}
              name={name}
              value={search.get(name) ?? ""}
              onChange={(event) => choose(name, event.target.value)}
              className={selectClass}
            >
              {options[name].map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 text-base text-ink-muted">
        <output aria-live="polite">
          {shown === 0
            ? messages.noMatch
            : plural(messages.shown, shown, language, countText(shown))}
        </output>
        {filtered && (
          <button
            type="button"
            onClick={() => {
              void setSearch(new URLSearchParams());
              // The button goes with the filters it clears: keep the keyboard in the form.
              firstFilter.current?.focus();
            }}
            className="font-semibold text-moss underline underline-offset-4"
          >
            {messages.showAll}
          </button>
        )}
      </p>
    </form>
  );
}
