// Photos of the articles: the gallery, its zoom, each photo's credit line, and /credits
// (app/features/photos/).
export const photos = {
  gallery: "Photos",
  enlarge: "Enlarge photo {number} of {count}",
  photoPosition: "Photo {number} of {count}",
  previous: "Previous photo",
  next: "Next photo",
  close: "Close",
  credit: "Photo: {author}, {licence}, from {source}",
  creditWithoutSource: "Photo: {author}, {licence}",
  publicDomain: "public domain",
  allRightsReserved: "all rights reserved",
  allCredits: "All photo credits",
  stageWhole: "Whole",
  stageYoung: "Young",
  stageMature: "Mature",
  stageUnderside: "Underside",
  stageSection: "Cut through",
  stageSporeprint: "Spore print",
  stageHabitat: "Habitat",
  creditsTitle: "Photo credits",
  creditsDescription:
    "Who took each photo of this atlas, where the original is, and the licence it is shown under.",
  creditsIntro:
    "Every photo on this site, with who made it, where the original is and the licence it is shown under. Each licence's link says what it allows.",
  creditsNone: "No photo is credited yet: the atlas shows its drawings until one is added.",
};
