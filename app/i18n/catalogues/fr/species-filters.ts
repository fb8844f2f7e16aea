import type { Catalogue } from "../../catalogue.ts";

export const speciesFilters = {
  apply: "Appliquer les filtres",
} satisfies Catalogue["speciesFilters"];
