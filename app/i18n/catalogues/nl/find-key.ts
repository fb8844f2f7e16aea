export const findKey = {
  contradiction: "Geen soort heeft alle aangevinkte kenmerken: controleer {features}.",
  matching: "Soorten met alle kenmerken: {count} van {total}",
  summary: "Kandidaten: {candidates} · Gevaarlijk: {dangerous}",
  showResults: "Toon resultaten",
};
