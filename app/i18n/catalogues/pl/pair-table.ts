export const pairTable = {
  same: "Tak samo",
  overlaps: "Częściowo wspólne",
  hiddenEgg: "Niewidoczne na zamkniętym jaju: przekrój je na pół",
  hiddenYoung: "Jeszcze niewidoczne u młodego owocnika: obejrzyj dorosły albo przekrój go na pół",
  allFeatures: "Wszystkie cechy ({count})",
  overlapList: "Częściowo wspólne, więc ich nie odróżniają: {features}",
};
