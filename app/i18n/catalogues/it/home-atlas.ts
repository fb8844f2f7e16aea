import type { Catalogue } from "../../catalogue.ts";

export const homeAtlas = {
  searchLabel: "Cerca nell’atlante",
  searchButton: "Cerca",
  inSeasonHeading: "Di stagione adesso",
  inSeasonAll: "Tutte le specie di stagione a {month}",
  featuredHeading: "Specie in evidenza",
  latestHeading: "Ultimi articoli",
} satisfies Catalogue["homeAtlas"];
