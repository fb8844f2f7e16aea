import type { Catalogue } from "#app/i18n/catalogue.ts";

// The drawings' words in Polish, translated from en.ts key for key.
export const pl = {
  drawings: {
    cap: "Kapelusz",
    gills: "Blaszki",
    pores: "Pory",
    spines: "Kolce",
    ridges: "Listewki",
    ring: "Pierścień",
    volva: "Pochwa",
    stemBase: "Podstawa trzonu",
    stem: "Trzon",
    fruitBody: "Owocnik",
    labelledAlt: "{name}, z podpisami: {parts}",
    sporePrintLegend: "Kropka: barwa wysypu zarodników",
    noPhoto: "Nie ma jeszcze zdjęcia tego gatunku: rysunek pokazuje, na co patrzeć.",
  },
} satisfies Pick<Catalogue, "drawings">;
