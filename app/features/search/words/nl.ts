import type { Catalogue } from "#app/i18n/catalogue.ts";

// The search's words (the dialog, /search, the species' names) in Dutch, translated from en.ts key
// for key.
export const nl = {
  search: {
    title: "Zoeken",
    description: "Doorzoek elke pagina van {brand}, of blader ze per rubriek door.",
    label: "Doorzoek de site",
    placeholder: "Een Nederlandse of Latijnse naam, of een ander woord",
    close: "Sluiten",
    loading: "Zoeken wordt geladen…",
    failed: "Zoeken kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.",
    results: { one: "{count} resultaat", other: "{count} resultaten" },
    noResults: "Geen resultaten voor ‘{query}’",
    hint: "Met de pijltjestoetsen loop je door de resultaten; Enter opent er een.",
    filters: "Resultaten filteren",
    section: "Rubriek",
    anySection: "Elke rubriek",
    anyValue: "Alle",
    allPages: "Alle pagina’s, per rubriek",
    otherPages: "Overige pagina’s",
    slashKey: "De zoekfunctie openen met de toets /",
  },
  searchNames: {
    knownAs: "Ook genoemd {name}",
    didYouMean: "Bedoelde u {name}?",
    noNameMatch: "Geen soort heet ‘{query}’. De naam die er het dichtst bij komt is {name}.",
    confusedWith: "Vaak verward met:",
    needsJavaScript:
      "Zoeken heeft JavaScript nodig, dat uit staat of niet laadde: er is dus niets gezocht. Hieronder staan alle pagina’s, per rubriek.",
    filtersToggle: "Filters",
    filtersChosen: "{count} gekozen",
    notFoundSuggestions: "Zocht u een van deze soorten?",
  },
} satisfies Pick<Catalogue, "search" | "searchNames">;
