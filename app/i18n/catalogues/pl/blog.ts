import type { Catalogue } from "../../catalogue.ts";

export const blog = {
  title: "Blog",
  description: "Zdjęcia i historie ze świata grzybów – od leśnej ściółki po kuchnię.",
  intro: "Zdjęcia i historie ze świata grzybów.",
  feedTitle: "Kanał zdjęć serwisu {brand}",
  openFeed: "Otwórz kanał zdjęć",
} satisfies Catalogue["blog"];
