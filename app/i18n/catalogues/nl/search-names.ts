import type { Catalogue } from "../../catalogue.ts";

export const searchNames = {
  knownAs: "Ook genoemd {name}",
  didYouMean: "Bedoelde u {name}?",
  noNameMatch: "Geen soort heet ‘{query}’. De naam die er het dichtst bij komt is {name}.",
  confusedWith: "Vaak verward met:",
  needsJavaScript:
    "Zoeken heeft JavaScript nodig, dat uit staat of niet laadde: er is dus niets gezocht. Hieronder staan alle pagina’s, per rubriek.",
  filtersToggle: "Filters",
  filtersChosen: "{count} gekozen",
  notFoundSuggestions: "Zocht u een van deze soorten?",
} satisfies Catalogue["searchNames"];
