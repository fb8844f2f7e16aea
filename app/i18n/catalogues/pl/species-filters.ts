import type { Catalogue } from "../../catalogue.ts";

export const speciesFilters = {
  apply: "Zastosuj filtry",
} satisfies Catalogue["speciesFilters"];
