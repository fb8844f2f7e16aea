export const findKey = {
  contradiction: "Keine Art hat alle angekreuzten Merkmale: prüfe {features}.",
  matching: "Arten, die zu allen Merkmalen passen: {count} von {total}",
  summary: "Kandidaten: {candidates} · Gefährlich: {dangerous}",
  showResults: "Ergebnisse zeigen",
};
