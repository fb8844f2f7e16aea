import type { Catalogue } from "#app/i18n/catalogue.ts";

// The search's words (the dialog, /search, the species' names) in French, translated from en.ts key
// for key.
export const fr = {
  search: {
    title: "Recherche",
    description: "Cherchez dans toutes les pages de {brand}, ou parcourez-les par rubrique.",
    label: "Rechercher sur le site",
    placeholder: "Un nom commun ou latin, ou n’importe quel mot",
    close: "Fermer",
    loading: "Chargement de la recherche…",
    failed: "La recherche n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.",
    results: { one: "{count} résultat", other: "{count} résultats" },
    noResults: "Aucun résultat pour « {query} »",
    hint: "Les flèches parcourent les résultats ; Entrée en ouvre un.",
    filters: "Filtrer les résultats",
    section: "Rubrique",
    anySection: "Toutes les rubriques",
    anyValue: "Tous",
    allPages: "Toutes les pages, par rubrique",
    otherPages: "Autres pages",
    slashKey: "Ouvrir la recherche avec la touche /",
  },
  searchNames: {
    knownAs: "Aussi appelé {name}",
    didYouMean: "Vouliez-vous dire {name} ?",
    noNameMatch: "Aucune espèce ne s’appelle « {query} ». Le nom le plus proche est {name}.",
    confusedWith: "Souvent confondu avec :",
    needsJavaScript:
      "La recherche a besoin de JavaScript, désactivé ou non chargé : aucun mot n’a été cherché. Toutes les pages sont listées ci-dessous, par rubrique.",
    filtersToggle: "Filtres",
    filtersChosen: "{count} choisi(s)",
    notFoundSuggestions: "Cherchiez-vous l’une de ces espèces ?",
  },
} satisfies Pick<Catalogue, "search" | "searchNames">;
