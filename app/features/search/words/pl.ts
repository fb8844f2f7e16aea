import type { Catalogue } from "#app/i18n/catalogue.ts";

// The search's words (the dialog, /search, the species' names) in Polish, translated from en.ts key
// for key.
export const pl = {
  search: {
    title: "Wyszukiwanie",
    description: "Przeszukaj każdą stronę {brand} albo przeglądaj je według działów.",
    label: "Szukaj w witrynie",
    placeholder: "Nazwa polska lub łacińska albo dowolne słowo",
    close: "Zamknij",
    loading: "Wczytywanie wyszukiwarki…",
    failed: "Nie udało się wczytać wyszukiwarki. Sprawdź połączenie i spróbuj ponownie.",
    results: {
      one: "{count} wynik",
      few: "{count} wyniki",
      many: "{count} wyników",
      other: "{count} wyniku",
    },
    noResults: "Brak wyników dla „{query}”",
    hint: "Strzałki przechodzą między wynikami; Enter otwiera wynik.",
    filters: "Filtruj wyniki",
    section: "Dział",
    anySection: "Dowolny dział",
    anyValue: "Dowolne",
    allPages: "Wszystkie strony, według działów",
    otherPages: "Inne strony",
    slashKey: "Otwieraj wyszukiwanie klawiszem /",
  },
  searchNames: {
    knownAs: "Zwany też {name}",
    didYouMean: "Czy chodziło o {name}?",
    noNameMatch: "Żaden gatunek nie nazywa się „{query}”. Najbliższa nazwa to {name}.",
    confusedWith: "Często mylony z:",
    needsJavaScript:
      "Wyszukiwanie wymaga JavaScriptu, który jest wyłączony lub się nie wczytał, więc niczego nie szukano. Poniżej wszystkie strony, według działów.",
    filtersToggle: "Filtry",
    filtersChosen: "Wybrane: {count}",
    notFoundSuggestions: "Czy szukasz jednego z tych gatunków?",
  },
} satisfies Pick<Catalogue, "search" | "searchNames">;
