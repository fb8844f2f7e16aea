import type { Catalogue } from "#app/i18n/catalogue.ts";

// The drawings' words in Portuguese, translated from en.ts key for key.
export const pt = {
  drawings: {
    cap: "Chapéu",
    gills: "Lâminas",
    pores: "Poros",
    spines: "Acúleos",
    ridges: "Pregas",
    ring: "Anel",
    volva: "Volva",
    stemBase: "Base do pé",
    stem: "Pé",
    fruitBody: "Corpo frutífero",
    labelledAlt: "{name}, legendado: {parts}",
    sporePrintLegend: "O ponto: a cor da esporada",
    noPhoto: "Ainda não há foto desta espécie: o desenho mostra o que observar.",
  },
} satisfies Pick<Catalogue, "drawings">;
