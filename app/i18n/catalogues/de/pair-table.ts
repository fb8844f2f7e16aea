export const pairTable = {
  same: "Gleich",
  overlaps: "Überschneidet sich",
  hiddenEgg: "Am geschlossenen Hexenei nicht zu sehen: schneide es längs durch",
  hiddenYoung:
    "An einem jungen Pilz noch nicht zu sehen: sieh dir einen ausgewachsenen an oder schneide ihn längs durch",
  allFeatures: "Alle {count} Merkmale",
  overlapList: "Überschneiden sich, trennen die beiden also nicht: {features}",
};
