import type { Catalogue } from "../../catalogue.ts";

export const identify = {
  title: "Oznacz znalezisko",
  description:
    "Zaznacz to, co bez wątpliwości widzisz na znalezionym grzybie, i zobacz, które gatunki z atlasu pasują, najpierw niebezpieczne.",
  intro:
    "Zaznaczaj tylko to, co do czego nie masz wątpliwości: dowolne cechy, w dowolnej kolejności, kilka wartości jednej cechy, jeśli nie umiesz wybrać. Gatunki są uszeregowane według tego, jak dobrze pasują.",
  notAnIdentification:
    "Klucz zawęża poszukiwania; nie oznacza grzyba. Dopasowanie nie jest powodem, by cokolwiek zjeść: pokaż każde znalezisko osobiście specjaliście.",
  needsJavaScript:
    "Klucz wymaga JavaScriptu. Bez niego poniżej są wszystkie gatunki z atlasu wraz z cechami, do porównania na oko.",
  characters: "Co widzisz",
  month: "Miesiąc znalezienia",
  small: "Mały: poniżej 5 cm",
  medium: "Średni: od 5 do 10 cm",
  large: "Duży: powyżej 10 cm",
  clear: "Wyczyść wszystko",
  chosen: {
    one: "wybrano {count}",
    few: "wybrano {count}",
    many: "wybrano {count}",
    other: "wybrano {count}",
  },
  results: {
    one: "{count} gatunek",
    few: "{count} gatunki",
    many: "{count} gatunków",
    other: "{count} gatunku",
  },
  noChoice: "Zaznacz cechę, aby uszeregować gatunki.",
  matched: "Zgodne cechy: {matched} z {considered}",
  nothingRecorded: "Żadna z twoich cech nie jest odnotowana",
  disagrees: "Różnice: {features}",
  dangerHeading: "Niebezpieczne gatunki, które pasują",
  dangerText:
    "Te śmiertelnie trujące, trujące lub psychoaktywne gatunki pasują do wszystkich twoich cech oprócz najwyżej jednej albo różnią się tylko tam, gdzie łatwo o pomyłkę (blaszki czy listewki, przyrośnięcie blaszek do trzonu, odcień wysypu zarodników, podłoże, pierścień, który odpadł, pochwa pozostawiona w ziemi), albo są znanymi sobowtórami gatunku, który pasuje. Najpierw wyklucz każdy z nich:",
  checkNext: "Sprawdź teraz: {feature}",
  checkNextText: "Odpowiedź na to pytanie najrówniej dzieli pozostałe gatunki.",
  drawingAlt: "Schemat gatunku {name} narysowany na podstawie odnotowanych cech, nie zdjęcie",
  drawingCaption: "Schemat narysowany na podstawie danych, nie zdjęcie",
  noSpecies:
    "Atlas nie ma jeszcze żadnych gatunków: gdy się pojawią, ten klucz uszereguje je według tego, co widzisz.",
  identifyAnother: "Oznacz kolejne znalezisko",
  species: "Gatunki",
  showMore: "Pokaż więcej",
  loadFailed: "Klucz nie mógł wczytać gatunków: sprawdź połączenie, a potem odśwież stronę.",
} satisfies Catalogue["identify"];
