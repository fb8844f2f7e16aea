import type { Catalogue } from "../../catalogue.ts";

export const blog = {
  title: "Blog",
  description: "Fotos und Geschichten aus der Welt der Pilze – vom Waldboden bis in die Küche.",
  intro: "Fotos und Geschichten aus der Welt der Pilze.",
  feedTitle: "Foto-Feed von {brand}",
  openFeed: "Foto-Feed öffnen",
} satisfies Catalogue["blog"];
