import type { Catalogue } from "../../catalogue.ts";

export const blog = {
  title: "Blog",
  description: "Fotos e historias del mundo de los hongos, del suelo del bosque a la cocina.",
  intro: "Fotos e historias del mundo de los hongos.",
  feedTitle: "Feed de fotos de {brand}",
  openFeed: "Abrir el feed de fotos",
} satisfies Catalogue["blog"];
