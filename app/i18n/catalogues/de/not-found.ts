import type { Catalogue } from "../../catalogue.ts";

export const notFound = {
  title: "Seite nicht gefunden",
  heading: "Hoppla! Seite nicht gefunden",
  headingPrefix: "404:",
  text: "Dieser Pfad führt ins Leere. Vielleicht ist die Seite umgezogen – oder sie ist hier nie gewachsen.",
  returnHome: "Zur Startseite",
  explore: "Oder stöbern Sie in einem Bereich",
} satisfies Catalogue["notFound"];
