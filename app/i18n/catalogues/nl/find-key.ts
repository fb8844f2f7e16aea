export const findKey = {
  contradiction: "Geen soort heeft alle aangevinkte kenmerken: controleer {features}.",
  matching: "Soorten met alle kenmerken: {count} van {total}",
  summary: "Passen overal bij: {candidates} · Gevaarlijk, uit te sluiten: {dangerous}",
  showResults: "Toon resultaten",
};
