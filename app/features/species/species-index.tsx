import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SpeciesEntry } from "#app/lib/content/species-index.server.ts";
import { useWords } from "#app/i18n/words.ts";
import { pageRulesAttribute } from "#app/lib/page-rules.ts";
import { SpeciesCard } from "./species-cards.tsx";
import { SporePrintLegend } from "#app/features/drawings/spore-print-legend.tsx";
import { filterData, filterStyle } from "./species-filter.ts";
import { FilterForm, filterValues } from "./species-filter-form.tsx";

/**
 * The species of /types: common name, scientific name, edibility and season, each linking to its
 * page. The HTML lists them all; the filters narrow the list in place, by style, their menus
 * chosen by the visitor or, with JavaScript, by the URL.
 */
export function SpeciesIndex({
  species,
  notice,
}: {
  species: readonly SpeciesEntry[];
  /** The site's safety notice, first in the index. */
  notice: ReactNode;
}) {
  const { species: messages, identify: identifyMessages } = useWords();
  return (
    // Each species is found on its own page, not in the index.
    <section
      aria-labelledby="species-heading"
      className="mb-12"
      data-pagefind-ignore="all"
      data-species-index=""
    >
      {/*
       * The rules that narrow the list as the menus say, with JavaScript or without: written at
       * build time, moved into the head by the build (hoistPageRules).
       */}
      {import.meta.env.SSR && (
        <style {...{ [pageRulesAttribute]: "" }}>{filterStyle(filterValues(species))}</style>
      )}
      {notice}
      <h2 id="species-heading" className="mb-4 font-display text-3xl font-semibold text-ink">
        {messages.speciesHeading}
      </h2>
      <p className="mb-4 text-lg">
        <Link to="/identify" className="font-semibold text-moss underline underline-offset-4">
          {identifyMessages.title}
        </Link>
      </p>
      <FilterForm species={species} />
      <ul className="grid gap-4 lazy-cards-40 sm:grid-cols-2">
        {species.map((entry) => (
          <SpeciesCard key={entry.path} species={entry} data={filterData(entry)}>
            <p className="text-base">
              {messages.season}: {entry.seasonText}
            </p>
          </SpeciesCard>
        ))}
      </ul>
      <SporePrintLegend className="mt-3" />
    </section>
  );
}
