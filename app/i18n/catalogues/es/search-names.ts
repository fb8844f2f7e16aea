import type { Catalogue } from "../../catalogue.ts";

export const searchNames = {
  knownAs: "También llamado {name}",
  didYouMean: "¿Quiso decir {name}?",
  noNameMatch: "Ninguna especie se llama «{query}». El nombre más cercano es {name}.",
  confusedWith: "A menudo confundido con:",
  needsJavaScript:
    "La búsqueda necesita JavaScript, que está desactivado o no se cargó, así que no se buscó nada. Abajo están todas las páginas, por sección.",
  filtersToggle: "Filtros",
  filtersChosen: "{count} elegidos",
  notFoundSuggestions: "¿Buscaba una de estas especies?",
} satisfies Catalogue["searchNames"];
