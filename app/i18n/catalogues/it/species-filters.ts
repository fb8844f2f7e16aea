import type { Catalogue } from "../../catalogue.ts";

export const speciesFilters = {
  apply: "Applica i filtri",
} satisfies Catalogue["speciesFilters"];
