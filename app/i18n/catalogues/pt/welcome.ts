import type { Catalogue } from "../../catalogue.ts";

export const welcome = {
  title: "Boas-vindas ao {brand}",
  description: "Explore o fascinante mundo dos cogumelos!",
} satisfies Catalogue["welcome"];
