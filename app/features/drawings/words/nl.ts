import type { Catalogue } from "#app/i18n/catalogue.ts";

// The drawings' words in Dutch, translated from en.ts key for key.
export const nl = {
  drawings: {
    cap: "Hoed",
    gills: "Plaatjes",
    pores: "Poriën",
    spines: "Stekels",
    ridges: "Lijsten",
    ring: "Ring",
    volva: "Beurs",
    stemBase: "Steelvoet",
    stem: "Steel",
    fruitBody: "Vruchtlichaam",
    labelledAlt: "{name}, met namen: {parts}",
    sporePrintLegend: "De stip: de kleur van de sporenprint",
    noPhoto: "Van deze soort is er nog geen foto: de tekening toont waar je op moet letten.",
  },
} satisfies Pick<Catalogue, "drawings">;
