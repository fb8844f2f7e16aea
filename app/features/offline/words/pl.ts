import type { Catalogue } from "#app/i18n/catalogue.ts";

// The offline atlas's words in Polish, translated from en.ts key for key.
export const pl = {
  offline: {
    save: "Zapisz atlas do użytku offline: {size}",
    saving: "Zapisywanie atlasu do użytku offline: {done} z {size}",
    cancel: "Anuluj",
    saved: "Zapisano do użytku offline {date}",
    remove: "Usuń",
    removed: "Zapisany atlas został usunięty z tego urządzenia.",
    cancelled: "Zapisywanie anulowano. Nic nie zostało zachowane.",
    failed: "Nie udało się zapisać atlasu: część nie dotarła. Nic nie zostało zachowane.",
    noRoom:
      "Nie udało się zapisać atlasu: na tym urządzeniu brakuje miejsca. Nic nie zostało zachowane.",
    keptCopy: "Jesteś offline: ta strona to kopia zachowana przy jej otwarciu {date}.",
    panelHeading: "Zabierz atlas do lasu",
    panelText:
      "Zapisz na tym urządzeniu każdą stronę gatunku z jej rysunkiem, klucz do oznaczania i wyszukiwarkę: wtedy działają bez zasięgu.",
    home: "Strona główna",
    species: {
      one: "{count} gatunek",
      few: "{count} gatunki",
      many: "{count} gatunków",
      other: "{count} gatunku",
    },
    offlineTitle: "Jesteś offline",
    offlineText:
      "Ta strona nie jest zapisana na tym urządzeniu. Otworzy się, gdy tylko znów będziesz online.",
    savedHeading: "Zapisane na tym urządzeniu",
    atlasSavedOn: "Atlas, zapisany do użytku offline {date}:",
    openedHeading: "Otwarte przez Ciebie strony",
    nothingSaved: "Na tym urządzeniu nic jeszcze nie jest zapisane.",
    storage:
      "Kopia otwieranych przez Ciebie stron i plików potrzebnych każdej stronie, najwyżej 1 MB, w pamięci podręcznej Twojej przeglądarki dla tej witryny, aby otwierały się bez połączenia. „Zapisz do użytku offline” na dole każdej strony przechowuje tam także cały atlas, dopóki „Usuń” go nie skasuje; wyczyszczenie danych tej witryny w ustawieniach przeglądarki usuwa wszystko.",
  },
} satisfies Pick<Catalogue, "offline">;
