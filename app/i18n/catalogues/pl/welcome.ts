import type { Catalogue } from "../../catalogue.ts";

export const welcome = {
  title: "Witamy w serwisie {brand}",
  description: "Odkryj fascynujący świat grzybów!",
} satisfies Catalogue["welcome"];
