export const findKey = {
  same: "Gelijk",
  overlaps: "Overlapt",
  hiddenEgg: "Niet te zien aan een gesloten heksenei: snijd het doormidden",
  hiddenYoung: "Nog niet te zien aan een jonge: bekijk een volgroeide, of snijd hem doormidden",
  overlapList: "Overlappen, dus onderscheiden ze niet: {features}",
  allFeatures: "Alle {count} kenmerken",
  contradiction: "Geen soort heeft alle aangevinkte kenmerken: controleer {features}.",
  matching: "Soorten met alle kenmerken: {count} van {total}",
  summary: "Kandidaten: {candidates} · Gevaarlijk: {dangerous}",
  showResults: "Toon resultaten",
  identifyAction: "Een vondst determineren",
};
