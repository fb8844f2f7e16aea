import type { Catalogue } from "../../catalogue.ts";

export const searchNames = {
  knownAs: "Zwany też {name}",
  didYouMean: "Czy chodziło o {name}?",
  noNameMatch: "Żaden gatunek nie nazywa się „{query}”. Najbliższa nazwa to {name}.",
  confusedWith: "Często mylony z:",
  needsJavaScript:
    "Wyszukiwanie wymaga JavaScriptu, który jest wyłączony lub się nie wczytał, więc niczego nie szukano. Poniżej wszystkie strony, według działów.",
  filtersToggle: "Filtry",
  filtersChosen: "Wybrane: {count}",
  notFoundSuggestions: "Czy szukasz jednego z tych gatunków?",
} satisfies Catalogue["searchNames"];
