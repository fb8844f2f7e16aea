import type { Catalogue } from "../../catalogue.ts";

export const speciesFilters = {
  apply: "Filters toepassen",
} satisfies Catalogue["speciesFilters"];
