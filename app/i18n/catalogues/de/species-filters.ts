import type { Catalogue } from "../../catalogue.ts";

export const speciesFilters = {
  apply: "Filter anwenden",
} satisfies Catalogue["speciesFilters"];
