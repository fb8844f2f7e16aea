import type { Catalogue } from "../../catalogue.ts";

export const blog = {
  title: "Blog",
  description: "Foto e storie dal mondo dei funghi, dal sottobosco alla cucina.",
  intro: "Foto e storie dal mondo dei funghi.",
  feedTitle: "Feed fotografico di {brand}",
  openFeed: "Apri il feed fotografico",
} satisfies Catalogue["blog"];
