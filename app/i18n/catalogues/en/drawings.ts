// The labelled drawing of a species page, the spore print's legend and the line a page
// without a photo shows (app/features/drawings/).
export const drawings = {
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
};
