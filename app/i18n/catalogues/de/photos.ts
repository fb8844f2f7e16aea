import type { Catalogue } from "../../catalogue.ts";

export const photos = {
  gallery: "Fotos",
  enlarge: "Foto {number} von {count} vergrößern",
  photoPosition: "Foto {number} von {count}",
  previous: "Vorheriges Foto",
  next: "Nächstes Foto",
  close: "Schließen",
  credit: "Foto: {author}, {licence}, Quelle: {source}",
  creditWithoutSource: "Foto: {author}, {licence}",
  publicDomain: "gemeinfrei",
  allRightsReserved: "alle Rechte vorbehalten",
  allCredits: "Alle Bildnachweise",
  stageWhole: "Ganzer Pilz",
  stageYoung: "Jung",
  stageMature: "Ausgewachsen",
  stageUnderside: "Unterseite",
  stageSection: "Im Schnitt",
  stageSporeprint: "Sporenabdruck",
  stageHabitat: "Standort",
  creditsTitle: "Bildnachweise",
  creditsDescription:
    "Wer die Fotos dieses Atlas gemacht hat, wo die Originale zu finden sind und unter welcher Lizenz sie gezeigt werden.",
  creditsIntro:
    "Jedes Foto dieser Website mit seinem Urheber, dem Ort des Originals und der Lizenz, unter der es gezeigt wird. Der Link jeder Lizenz erklärt, was sie erlaubt.",
  creditsNone:
    "Noch wird kein Foto genannt: Bis eines hinzukommt, zeigt der Atlas seine Zeichnungen.",
} satisfies Catalogue["photos"];
