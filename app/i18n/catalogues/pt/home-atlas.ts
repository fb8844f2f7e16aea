import type { Catalogue } from "../../catalogue.ts";

export const homeAtlas = {
  searchLabel: "Pesquisar no atlas",
  searchButton: "Pesquisar",
  inSeasonHeading: "Da época agora",
  inSeasonAll: "Todas as espécies da época em {month}",
  featuredHeading: "Espécies em destaque",
  latestHeading: "Artigos mais recentes",
} satisfies Catalogue["homeAtlas"];
