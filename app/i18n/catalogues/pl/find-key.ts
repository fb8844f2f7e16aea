export const findKey = {
  same: "Tak samo",
  overlaps: "Częściowo wspólne",
  hiddenEgg: "Niewidoczne na zamkniętym jaju: przekrój je na pół",
  hiddenYoung: "Jeszcze niewidoczne u młodego owocnika: obejrzyj dorosły albo przekrój go na pół",
  overlapList: "Częściowo wspólne, więc ich nie odróżniają: {features}",
  allFeatures: "Wszystkie cechy ({count})",
  contradiction: "Żaden gatunek nie ma wszystkich zaznaczonych cech: sprawdź {features}.",
  matching: "Gatunki zgodne ze wszystkimi cechami: {count} z {total}",
  summary: "Kandydaci: {candidates} · Groźne: {dangerous}",
  showResults: "Pokaż wyniki",
  identifyAction: "Oznacz znalezisko",
};
