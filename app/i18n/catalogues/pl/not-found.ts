import type { Catalogue } from "../../catalogue.ts";

export const notFound = {
  title: "Nie znaleziono strony",
  heading: "Ups! Nie znaleziono strony",
  headingPrefix: "404:",
  text: "Ta ścieżka prowadzi donikąd. Strona mogła zostać przeniesiona albo nigdy tu nie wyrosła.",
  returnHome: "Wróć na stronę główną",
  explore: "Albo zajrzyj do jednego z działów",
} satisfies Catalogue["notFound"];
