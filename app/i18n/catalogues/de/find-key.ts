export const findKey = {
  same: "Gleich",
  overlaps: "Überschneidet sich",
  hiddenEgg: "Am geschlossenen Hexenei nicht zu sehen: schneide es längs durch",
  hiddenYoung:
    "An einem jungen Pilz noch nicht zu sehen: sieh dir einen ausgewachsenen an oder schneide ihn längs durch",
  overlapList: "Überschneiden sich, trennen die beiden also nicht: {features}",
  allFeatures: "Alle {count} Merkmale",
  contradiction: "Keine Art hat alle angekreuzten Merkmale: prüfe {features}.",
  matching: "Arten, die zu allen Merkmalen passen: {count} von {total}",
  summary: "Kandidaten: {candidates} · Gefährlich: {dangerous}",
  showResults: "Ergebnisse zeigen",
  identifyAction: "Fund bestimmen",
};
