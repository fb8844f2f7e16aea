import type { Catalogue } from "../../catalogue.ts";

export const drawings = {
  cap: "Sombrero",
  gills: "Láminas",
  pores: "Poros",
  spines: "Aguijones",
  ridges: "Pliegues",
  ring: "Anillo",
  volva: "Volva",
  stemBase: "Base del pie",
  stem: "Pie",
  fruitBody: "Cuerpo fructífero",
  labelledAlt: "{name}, con rótulos: {parts}",
  sporePrintLegend: "El punto: el color de su esporada",
  noPhoto: "Aún no hay foto de esta especie: su dibujo muestra qué observar.",
} satisfies Catalogue["drawings"];
