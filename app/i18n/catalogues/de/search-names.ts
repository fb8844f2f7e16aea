import type { Catalogue } from "../../catalogue.ts";

export const searchNames = {
  knownAs: "Auch genannt: {name}",
  didYouMean: "Meinten Sie {name}?",
  noNameMatch: "Keine Art heißt „{query}“. Der nächste Name ist {name}.",
  confusedWith: "Oft verwechselt mit:",
  needsJavaScript:
    "Die Suche braucht JavaScript, das ausgeschaltet ist oder nicht geladen wurde; es wurde also nichts gesucht. Unten stehen alle Seiten, nach Rubrik.",
  filtersToggle: "Filter",
  filtersChosen: "{count} gewählt",
  notFoundSuggestions: "Suchten Sie eine dieser Arten?",
} satisfies Catalogue["searchNames"];
