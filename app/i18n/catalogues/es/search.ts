import type { Catalogue } from "../../catalogue.ts";

export const search = {
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
} satisfies Catalogue["search"];
