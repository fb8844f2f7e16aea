import type { Catalogue } from "#app/i18n/catalogue.ts";

// The search's words (the dialog, /search, the species' names) in Spanish, translated from en.ts
// key for key.
export const es = {
  search: {
    title: "Búsqueda",
    description: "Busca en todas las páginas de {brand} o recórrelas por sección.",
    label: "Buscar en el sitio",
    placeholder: "Un nombre común o latino, o cualquier palabra",
    close: "Cerrar",
    loading: "Cargando la búsqueda…",
    failed: "No se pudo cargar la búsqueda. Comprueba tu conexión y vuelve a intentarlo.",
    results: { one: "{count} resultado", other: "{count} resultados" },
    noResults: "No hay resultados para «{query}»",
    hint: "Las flechas recorren los resultados; Intro abre uno.",
    filters: "Filtrar los resultados",
    section: "Sección",
    anySection: "Cualquier sección",
    anyValue: "Cualquiera",
    allPages: "Todas las páginas, por sección",
    otherPages: "Otras páginas",
    slashKey: "Abrir la búsqueda con la tecla /",
  },
  searchNames: {
    knownAs: "También llamado {name}",
    didYouMean: "¿Quiso decir {name}?",
    noNameMatch: "Ninguna especie se llama «{query}». El nombre más cercano es {name}.",
    confusedWith: "A menudo confundido con:",
    needsJavaScript:
      "La búsqueda necesita JavaScript, que está desactivado o no se cargó, así que no se buscó nada. Abajo están todas las páginas, por sección.",
    filtersToggle: "Filtros",
    filtersChosen: "{count} elegidos",
    notFoundSuggestions: "¿Buscaba una de estas especies?",
  },
} satisfies Pick<Catalogue, "search" | "searchNames">;
