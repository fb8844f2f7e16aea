import type { Catalogue } from "../../catalogue.ts";

export const homeAtlas = {
  searchLabel: "Im Atlas suchen",
  searchButton: "Suchen",
  inSeasonHeading: "Jetzt in der Saison",
  inSeasonAll: "Alle Arten mit Saison im {month}",
  featuredHeading: "Ausgewählte Arten",
  latestHeading: "Neueste Artikel",
} satisfies Catalogue["homeAtlas"];
