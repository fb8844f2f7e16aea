import type { Catalogue } from "../../catalogue.ts";

export const search = {
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
} satisfies Catalogue["search"];
