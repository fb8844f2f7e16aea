import type { Catalogue } from "../../catalogue.ts";

export const blog = {
  title: "Blog",
  description: "Foto’s en verhalen uit de wereld van paddenstoelen, van bosbodem tot keuken.",
  intro: "Foto’s en verhalen uit de wereld van paddenstoelen.",
  feedTitle: "Fotofeed van {brand}",
  openFeed: "Fotofeed openen",
} satisfies Catalogue["blog"];
