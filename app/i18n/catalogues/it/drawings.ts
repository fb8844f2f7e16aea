import type { Catalogue } from "../../catalogue.ts";

export const drawings = {
  cap: "Cappello",
  gills: "Lamelle",
  pores: "Pori",
  spines: "Aculei",
  ridges: "Pliche",
  ring: "Anello",
  volva: "Volva",
  stemBase: "Base del gambo",
  stem: "Gambo",
  fruitBody: "Corpo fruttifero",
  labelledAlt: "{name}, con didascalie: {parts}",
  sporePrintLegend: "Il punto: il colore della sua sporata",
  noPhoto: "Non c’è ancora una foto di questa specie: il suo disegno mostra cosa osservare.",
} satisfies Catalogue["drawings"];
