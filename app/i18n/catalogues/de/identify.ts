import type { Catalogue } from "../../catalogue.ts";

export const identify = {
  title: "Einen Fund bestimmen",
  description:
    "Kreuze an, was du an deinem Pilz zweifelsfrei erkennst, und sieh, welche Arten des Atlas passen, die gefährlichen zuerst.",
  intro:
    "Kreuze nur an, was du zweifelsfrei erkennst: beliebige Merkmale in beliebiger Reihenfolge, mehrere Werte eines Merkmals, wenn du dich nicht entscheiden kannst. Die Arten sind danach geordnet, wie gut sie passen.",
  notAnIdentification:
    "Ein Schlüssel grenzt die Suche ein; er bestimmt keinen Pilz. Eine Übereinstimmung ist kein Grund, etwas zu essen: Lass jeden Fund persönlich von einer Fachperson prüfen.",
  needsJavaScript:
    "Der Schlüssel braucht JavaScript. Ohne JavaScript findest du hier alle Arten des Atlas mit ihren Merkmalen, zum Vergleichen mit eigenen Augen.",
  characters: "Was du siehst",
  month: "Fundmonat",
  small: "Klein: unter 5 cm",
  medium: "Mittel: 5 bis 10 cm",
  large: "Groß: über 10 cm",
  clear: "Alles zurücksetzen",
  results: { one: "{count} Art", other: "{count} Arten" },
  noChoice: "Kreuze ein Merkmal an, um die Arten zu ordnen.",
  matched: "Übereinstimmung: {matched} von {considered} Merkmalen",
  nothingRecorded: "Keines deiner Merkmale erfasst",
  disagrees: "Abweichend: {features}",
  dangerHeading: "Gefährliche Arten, die passen",
  dangerText:
    "Diese tödlich giftigen, giftigen oder psychoaktiven Arten passen zu allen deinen Merkmalen bis auf höchstens eines, oder weichen nur dort ab, wo man sich leicht täuscht (Lamellen oder Leisten, der Farbton des Sporenpulvers, worauf er wächst, eine im Boden gebliebene Volva). Schließe jede davon vor allem anderen aus:",
  checkNext: "Als Nächstes prüfen: {feature}",
  checkNextText: "Die Antwort darauf teilt die übrigen Arten am gleichmäßigsten auf.",
  drawingAlt: "Schemazeichnung von {name} nach den erfassten Merkmalen, kein Foto",
  drawingCaption: "Eine Schemazeichnung nach den Fakten, kein Foto",
  noSpecies:
    "Der Atlas enthält noch keine Arten: Sobald er welche hat, ordnet dieser Schlüssel sie nach dem, was du siehst.",
  identifyAnother: "Einen weiteren Fund bestimmen",
  species: "Arten",
  showMore: "Mehr zeigen",
  loadFailed:
    "Der Schlüssel konnte seine Arten nicht laden: Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.",
} satisfies Catalogue["identify"];
