import type { Catalogue } from "../../catalogue.ts";

export const searchNames = {
  knownAs: "Detto anche {name}",
  didYouMean: "Forse cercavi {name}?",
  noNameMatch: "Nessuna specie si chiama «{query}». Il nome più vicino è {name}.",
  confusedWith: "Spesso confuso con:",
  needsJavaScript:
    "La ricerca richiede JavaScript, disattivato o non caricato: non è stata cercata nessuna parola. Qui sotto tutte le pagine, per sezione.",
  filtersToggle: "Filtri",
  filtersChosen: "{count} scelti",
  notFoundSuggestions: "Cercavi una di queste specie?",
} satisfies Catalogue["searchNames"];
