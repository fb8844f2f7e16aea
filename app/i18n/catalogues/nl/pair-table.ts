export const pairTable = {
  same: "Gelijk",
  overlaps: "Overlapt",
  hiddenEgg: "Niet te zien aan een gesloten heksenei: snijd het doormidden",
  hiddenYoung: "Nog niet te zien aan een jonge: bekijk een volgroeide, of snijd hem doormidden",
  allFeatures: "Alle {count} kenmerken",
  overlapList: "Overlappen, dus onderscheiden ze niet: {features}",
};
