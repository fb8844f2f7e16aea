import type { Catalogue } from "../../catalogue.ts";

export const sections = {
  comingSoon: "Contenido disponible muy pronto…",
  comingSoonText:
    "Esta parte del atlas aún está creciendo bajo tierra. Hasta que brote, pasea por el resto del sitio.",
  exploreOther: "Explorar otras secciones",
  backToHome: "Volver al inicio",
  articles: "Artículos",
  listingPages: "Páginas del listado",
  previousPage: "Anterior",
  nextPage: "Siguiente",
  page: "Página",
  pageTitle: "{title} – página {number}",
  unwrittenDescription:
    "{title}: esta sección de {brand} aún se está escribiendo; todavía no hay nada que leer.",
} satisfies Catalogue["sections"];
