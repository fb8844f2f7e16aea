import type { Catalogue } from "#app/i18n/catalogue.ts";

// The drawings' words in French, translated from en.ts key for key.
export const fr = {
  drawings: {
    cap: "Chapeau",
    gills: "Lames",
    pores: "Pores",
    spines: "Aiguillons",
    ridges: "Plis",
    ring: "Anneau",
    volva: "Volve",
    stemBase: "Base du pied",
    stem: "Pied",
    fruitBody: "Sporophore",
    labelledAlt: "{name}, légendé : {parts}",
    sporePrintLegend: "Le point : la couleur de sa sporée",
    noPhoto: "Pas encore de photo de cette espèce : son dessin montre ce qu’il faut regarder.",
  },
} satisfies Pick<Catalogue, "drawings">;
