import type { Catalogue } from "../../catalogue.ts";

export const welcome = {
  title: "Te damos la bienvenida a {brand}",
  description: "¡Explora el fascinante mundo de las setas!",
} satisfies Catalogue["welcome"];
