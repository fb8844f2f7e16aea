import type { Catalogue } from "../../catalogue.ts";

export const identify = {
  title: "Einen Fund bestimmen",
  description:
    "Kreuzen Sie an, was Sie an Ihrem Pilz zweifelsfrei erkennen, und sehen Sie, welche Arten des Atlas passen, die gefährlichen zuerst.",
  intro:
    "Kreuzen Sie nur an, was Sie zweifelsfrei erkennen: beliebige Merkmale in beliebiger Reihenfolge, mehrere Werte eines Merkmals, wenn Sie sich nicht entscheiden können. Die Arten sind danach geordnet, wie gut sie passen.",
  notAnIdentification:
    "Ein Schlüssel grenzt die Suche ein; er bestimmt keinen Pilz. Eine Übereinstimmung ist kein Grund, etwas zu essen: Lassen Sie jeden Fund persönlich von einer Fachperson prüfen.",
  needsJavaScript:
    "Der Schlüssel braucht JavaScript. Ohne JavaScript finden Sie hier alle Arten des Atlas mit ihren Merkmalen, zum Vergleichen mit eigenen Augen.",
  characters: "Was Sie sehen",
  month: "Fundmonat",
  small: "Klein: unter 5 cm",
  medium: "Mittel: 5 bis 10 cm",
  large: "Groß: über 10 cm",
  clear: "Alles zurücksetzen",
  chosen: { one: "{count} gewählt", other: "{count} gewählt" },
  results: { one: "{count} Art", other: "{count} Arten" },
  noChoice: "Kreuzen Sie ein Merkmal an, um die Arten zu ordnen.",
  matched: "Übereinstimmung: {matched} von {considered} Merkmalen",
  nothingRecorded: "Keines Ihrer Merkmale erfasst",
  disagrees: "Abweichend: {features}",
  dangerHeading: "Gefährliche Arten, die passen",
  dangerText:
    "Diese tödlich giftigen, giftigen oder psychoaktiven Arten passen zu allen Ihren Merkmalen bis auf höchstens eines, oder weichen nur dort ab, wo man sich leicht täuscht (Lamellen oder Leisten, wie die Lamellen am Stiel ansetzen, der Farbton des Sporenpulvers, worauf er wächst, ein abgefallener Ring, eine im Boden gebliebene Volva), oder sind bekannte Doppelgänger einer Art, die passt. Schließen Sie jede davon vor allem anderen aus:",
  checkNext: "Als Nächstes prüfen: {feature}",
  checkNextText: "Die Antwort darauf teilt die übrigen Arten am gleichmäßigsten auf.",
  drawingAlt: "Schemazeichnung von {name} nach den erfassten Merkmalen, kein Foto",
  drawingCaption: "Eine Schemazeichnung nach den Fakten, kein Foto",
  noSpecies:
    "Der Atlas enthält noch keine Arten: Sobald er welche hat, ordnet dieser Schlüssel sie nach dem, was Sie sehen.",
  identifyAnother: "Einen weiteren Fund bestimmen",
  species: "Arten",
  showMore: "Mehr zeigen",
  loadFailed:
    "Der Schlüssel konnte seine Arten nicht laden: Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.",
} satisfies Catalogue["identify"];
