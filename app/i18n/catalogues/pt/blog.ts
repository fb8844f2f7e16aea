import type { Catalogue } from "../../catalogue.ts";

export const blog = {
  title: "Blog",
  description: "Fotografias e histórias do mundo dos fungos, do chão da floresta à cozinha.",
  intro: "Fotografias e histórias do mundo dos fungos.",
  feedTitle: "Feed de fotografias do {brand}",
  openFeed: "Abrir o feed de fotografias",
} satisfies Catalogue["blog"];
