import type { Catalogue } from "../../catalogue.ts";

export const welcome = {
  title: "Bienvenue sur {brand}",
  description: "Explorez le monde fascinant des champignons\u202f!",
} satisfies Catalogue["welcome"];
