export const findKey = {
  same: "Gleich",
  overlaps: "Überschneidet sich",
  hiddenEgg: "Am geschlossenen Hexenei nicht zu sehen: längs durchschneiden",
  hiddenYoung:
    "An einem jungen Pilz noch nicht zu sehen: einen ausgewachsenen ansehen oder längs durchschneiden",
  allFeatures: "Alle {count} Merkmale",
  contradiction: "Keine Art hat alle angekreuzten Merkmale: prüfen Sie {features}.",
  matching: "Arten, die zu allen Merkmalen passen: {count} von {total}",
  summary: "Kandidaten: {candidates} · Gefährlich: {dangerous}",
  showResults: "Ergebnisse zeigen",
  identifyAction: "Fund bestimmen",
  identifyHint:
    "Kreuzen Sie an, was Sie sehen: Der Schlüssel zeigt die passenden Arten, die gefährlichen zuerst.",
};
