import type { Catalogue } from "../../catalogue.ts";

export const drawings = {
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
} satisfies Catalogue["drawings"];
