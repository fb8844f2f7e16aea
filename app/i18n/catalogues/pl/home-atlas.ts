import type { Catalogue } from "../../catalogue.ts";

export const homeAtlas = {
  searchLabel: "Szukaj w atlasie",
  searchButton: "Szukaj",
  inSeasonHeading: "Teraz w sezonie",
  inSeasonAll: "Wszystkie gatunki w sezonie: {month}",
  featuredHeading: "Wyróżnione gatunki",
  latestHeading: "Najnowsze artykuły",
} satisfies Catalogue["homeAtlas"];
