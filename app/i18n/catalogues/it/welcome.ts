import type { Catalogue } from "../../catalogue.ts";

export const welcome = {
  title: "Benvenuti su {brand}",
  description: "Esplora l’affascinante mondo dei funghi!",
} satisfies Catalogue["welcome"];
