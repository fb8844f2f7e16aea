import type { Catalogue } from "../../catalogue.ts";

export const searchNames = {
  knownAs: "Aussi appelé {name}",
  didYouMean: "Vouliez-vous dire {name} ?",
  noNameMatch: "Aucune espèce ne s’appelle « {query} ». Le nom le plus proche est {name}.",
  confusedWith: "Souvent confondu avec :",
  needsJavaScript:
    "La recherche a besoin de JavaScript, désactivé ou non chargé : aucun mot n’a été cherché. Toutes les pages sont listées ci-dessous, par rubrique.",
  filtersToggle: "Filtres",
  filtersChosen: "{count} choisi(s)",
  notFoundSuggestions: "Cherchiez-vous l’une de ces espèces ?",
} satisfies Catalogue["searchNames"];
