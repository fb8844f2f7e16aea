export const findKey = {
  contradiction: "Keine Art hat alle angekreuzten Merkmale: prüfe {features}.",
  matching: "Arten, die zu allen Merkmalen passen: {count} von {total}",
  summary: "Passen zu allem: {candidates} · Gefährlich, auszuschließen: {dangerous}",
  showResults: "Ergebnisse zeigen",
};
