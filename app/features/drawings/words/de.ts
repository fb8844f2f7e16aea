import type { Catalogue } from "#app/i18n/catalogue.ts";

// The drawings' words in German, translated from en.ts key for key.
export const de = {
  drawings: {
    cap: "Hut",
    gills: "Lamellen",
    pores: "Poren",
    spines: "Stacheln",
    ridges: "Leisten",
    ring: "Ring",
    volva: "Volva",
    stemBase: "Stielbasis",
    stem: "Stiel",
    fruitBody: "Fruchtkörper",
    labelledAlt: "{name}, beschriftet: {parts}",
    sporePrintLegend: "Der Punkt: die Farbe des Sporenpulvers",
    noPhoto: "Von dieser Art gibt es noch kein Foto: Die Zeichnung zeigt, worauf zu achten ist.",
  },
} satisfies Pick<Catalogue, "drawings">;
