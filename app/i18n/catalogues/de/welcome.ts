import type { Catalogue } from "../../catalogue.ts";

export const welcome = {
  title: "Willkommen bei {brand}",
  description: "Entdecken Sie die faszinierende Welt der Pilze!",
} satisfies Catalogue["welcome"];
