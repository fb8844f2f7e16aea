import type { Catalogue } from "#app/i18n/catalogue.ts";

// The drawings' words in Italian, translated from en.ts key for key.
export const it = {
  drawings: {
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
  },
} satisfies Pick<Catalogue, "drawings">;
