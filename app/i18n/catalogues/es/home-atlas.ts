import type { Catalogue } from "../../catalogue.ts";

export const homeAtlas = {
  searchLabel: "Buscar en el atlas",
  searchButton: "Buscar",
  inSeasonHeading: "De temporada ahora",
  inSeasonAll: "Todas las especies de temporada en {month}",
  featuredHeading: "Especies destacadas",
  latestHeading: "Últimos artículos",
} satisfies Catalogue["homeAtlas"];
