import type { Catalogue } from "../../catalogue.ts";

export const search = {
  title: "Zoeken",
  description: "Doorzoek elke pagina van {brand}, of blader ze per rubriek door.",
  label: "Doorzoek de site",
  placeholder: "Een Nederlandse of Latijnse naam, of een ander woord",
  close: "Sluiten",
  loading: "Zoeken wordt geladen…",
  failed: "Zoeken kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.",
  results: { one: "{count} resultaat", other: "{count} resultaten" },
  noResults: "Geen resultaten voor ‘{query}’",
  hint: "Met de pijltjestoetsen loop je door de resultaten; Enter opent er een.",
  filters: "Resultaten filteren",
  section: "Rubriek",
  anySection: "Elke rubriek",
  anyValue: "Alle",
  allPages: "Alle pagina’s, per rubriek",
  otherPages: "Overige pagina’s",
} satisfies Catalogue["search"];
