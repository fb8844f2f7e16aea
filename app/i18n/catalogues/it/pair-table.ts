export const pairTable = {
  same: "Uguale",
  overlaps: "Si sovrappone",
  hiddenEgg: "Non si vede su un ovolo ancora chiuso: taglialo a metà",
  hiddenYoung: "Non ancora visibile su un esemplare giovane: guardane uno adulto o taglialo a metà",
  allFeatures: "Tutti i {count} caratteri",
  overlapList: "Si sovrappongono, quindi non li distinguono: {features}",
};
