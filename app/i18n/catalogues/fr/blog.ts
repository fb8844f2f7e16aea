import type { Catalogue } from "../../catalogue.ts";

export const blog = {
  title: "Blog",
  description: "Photos et récits du monde des champignons, du sous-bois à la cuisine.",
  intro: "Photos et récits du monde des champignons.",
  feedTitle: "Flux photo de {brand}",
  openFeed: "Ouvrir le flux photo",
} satisfies Catalogue["blog"];
