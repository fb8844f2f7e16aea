import type { Catalogue } from "../../catalogue.ts";

export const photos = {
  gallery: "Zdjęcia",
  enlarge: "Powiększ zdjęcie {number} z {count}",
  photoPosition: "Zdjęcie {number} z {count}",
  previous: "Poprzednie zdjęcie",
  next: "Następne zdjęcie",
  close: "Zamknij",
  credit: "Fot. {author}, {licence}, źródło: {source}",
  creditWithoutSource: "Fot. {author}, {licence}",
  publicDomain: "domena publiczna",
  allRightsReserved: "wszelkie prawa zastrzeżone",
  allCredits: "Autorzy wszystkich zdjęć",
  stageWhole: "Cały owocnik",
  stageYoung: "Młody",
  stageMature: "Dojrzały",
  stageUnderside: "Spód kapelusza",
  stageSection: "Przekrój",
  stageSporeprint: "Wysyp zarodników",
  stageHabitat: "Siedlisko",
  creditsTitle: "Autorzy zdjęć",
  creditsDescription:
    "Kto zrobił każde zdjęcie tego atlasu, gdzie jest oryginał i na jakiej licencji jest ono pokazane.",
  creditsIntro:
    "Każde zdjęcie w tym serwisie z jego autorem, adresem oryginału i licencją, na której jest pokazane. Link każdej licencji wyjaśnia, na co ona pozwala.",
  creditsNone:
    "Nie ma jeszcze żadnego zdjęcia do podpisania: do tego czasu atlas pokazuje rysunki.",
} satisfies Catalogue["photos"];
