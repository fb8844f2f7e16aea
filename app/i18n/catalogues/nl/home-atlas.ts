import type { Catalogue } from "../../catalogue.ts";

export const homeAtlas = {
  searchLabel: "Zoeken in de atlas",
  searchButton: "Zoeken",
  inSeasonHeading: "Nu in het seizoen",
  inSeasonAll: "Alle soorten in het seizoen in {month}",
  featuredHeading: "Uitgelichte soorten",
  latestHeading: "Nieuwste artikelen",
} satisfies Catalogue["homeAtlas"];
