import type { Catalogue } from "#app/i18n/catalogue.ts";

// The drawings' words in Spanish, translated from en.ts key for key.
export const es = {
  drawings: {
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
  },
} satisfies Pick<Catalogue, "drawings">;
