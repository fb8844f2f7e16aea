import type { Catalogue } from "../../catalogue.ts";

export const site = {
  headline: "Odkryj magię grzybów",
  skipToContent: "Przejdź do treści",
  menu: "Menu",
  mainNavigation: "Nawigacja główna",
  mainMenu: "Menu główne",
  search: "Szukaj",
  opensInNewTab: "(otwiera się w nowej karcie)",
  quickLinks: "Szybkie linki",
  partners: "Partnerzy",
  followUs: "Obserwuj nas",
  socialLink: "{brand} w serwisie {network}",
  feedLink: "Kanał artykułów (Atom)",
  copyright: "© {year} {brand}. Wszelkie prawa zastrzeżone.",
  privacy: "Prywatność",
  privacyChoices: "Ustawienia prywatności",
  advertisement: "Reklama",
  advertisements: "Reklamy",
  sidebarAdvertisements: "Reklamy na pasku bocznym",
  errorTitle: "Coś poszło nie tak",
  errorHeading: "Nieoczekiwany błąd aplikacji!",
  errorText:
    "Coś się u nas zepsuło podczas wyświetlania tej strony. Często pomaga odświeżenie; jeśli nie, zacznij od nowa na stronie głównej.",
  reload: "Odśwież",
  returnHome: "Wróć na stronę główną",
  consentPlatformLocator: "Lokalizator platformy zgód",
} satisfies Catalogue["site"];
