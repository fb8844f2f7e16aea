import type { Catalogue } from "../../catalogue.ts";

export const photos = {
  gallery: "Foto's",
  enlarge: "Foto {number} van {count} vergroten",
  photoPosition: "Foto {number} van {count}",
  previous: "Vorige foto",
  next: "Volgende foto",
  close: "Sluiten",
  credit: "Foto: {author}, {licence}, bron: {source}",
  creditWithoutSource: "Foto: {author}, {licence}",
  publicDomain: "publiek domein",
  allRightsReserved: "alle rechten voorbehouden",
  allCredits: "Verantwoording van alle foto's",
  stageWhole: "Geheel",
  stageYoung: "Jong",
  stageMature: "Volgroeid",
  stageUnderside: "Onderkant",
  stageSection: "Doorsnede",
  stageSporeprint: "Sporenprint",
  stageHabitat: "Groeiplaats",
  creditsTitle: "Fotoverantwoording",
  creditsDescription:
    "Wie elke foto van deze atlas maakte, waar het origineel staat en onder welke licentie hij wordt getoond.",
  creditsIntro:
    "Elke foto op deze site, met wie hem maakte, waar het origineel staat en de licentie waaronder hij wordt getoond. De link van elke licentie zegt wat die toestaat.",
  creditsNone: "Er wordt nog geen foto vermeld: de atlas toont zijn tekeningen tot er een bijkomt.",
} satisfies Catalogue["photos"];
