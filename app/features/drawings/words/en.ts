// The drawings' words in English: the reference the other languages translate, key for key. The
// site's catalogue takes them in (app/features/words.ts); a component takes its namespace from the
// words its render is given (`useWords()`, ADR 037).
export const en = {
  // The labelled drawing of a species page, the spore print's legend and the line a page
  // without a photo shows (app/features/drawings/).
  drawings: {
    cap: "Cap",
    gills: "Gills",
    pores: "Pores",
    spines: "Spines",
    ridges: "Ridges",
    ring: "Ring",
    volva: "Volva",
    stemBase: "Stem base",
    stem: "Stem",
    fruitBody: "Fruit body",
    labelledAlt: "{name}, labelled: {parts}",
    sporePrintLegend: "The dot: the colour of its spore print",
    noPhoto: "No photo of this species yet: its drawing shows what to look for.",
  },
};

// The catalogue's types take these namespaces in (app/features/README.md).
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    drawings: (typeof en)["drawings"];
  }
}
