import type { Catalogue } from "../../catalogue.ts";

export const homeAtlas = {
  searchLabel: "Chercher dans l’atlas",
  searchButton: "Chercher",
  inSeasonHeading: "De saison en ce moment",
  inSeasonAll: "Toutes les espèces de saison en {month}",
  featuredHeading: "Espèces à la une",
  latestHeading: "Derniers articles",
} satisfies Catalogue["homeAtlas"];
