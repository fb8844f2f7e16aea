import type { Catalogue } from "../../catalogue.ts";

export const speciesFilters = {
  apply: "Aplicar filtros",
} satisfies Catalogue["speciesFilters"];
