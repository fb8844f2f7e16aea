import type { Catalogue } from "../../catalogue.ts";

export const welcome = {
  title: "Welkom bij {brand}",
  description: "Ontdek de fascinerende wereld van paddenstoelen!",
} satisfies Catalogue["welcome"];
