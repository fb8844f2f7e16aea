import type { Catalogue } from "../../catalogue.ts";

export const search = {
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
} satisfies Catalogue["search"];
