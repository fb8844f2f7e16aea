import type { Catalogue } from "../../catalogue.ts";

export const notFound = {
  title: "Página no encontrada",
  heading: "¡Vaya! Página no encontrada",
  headingPrefix: "404:",
  text: "Este camino no lleva a ningún sitio que conozcamos. Puede que la página se haya movido o que nunca haya crecido aquí.",
  returnHome: "Volver al inicio",
  explore: "O explora una sección",
} satisfies Catalogue["notFound"];
