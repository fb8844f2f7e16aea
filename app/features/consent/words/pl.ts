import type { Catalogue } from "#app/i18n/catalogue.ts";

// The consent banner's words in Polish, translated from en.ts key for key.
export const pl = {
  consent: {
    question:
      "Czy sieci reklamowe mogą zapisywać dane na Twoim urządzeniu, aby dopasowywać reklamy i mierzyć ich skuteczność?",
    globalPrivacyControl:
      "Twoja przeglądarka wysyła sygnał Global Privacy Control, więc traktujemy go jako odmowę: reklamy się nie wczytują, a sieci reklamowe nie dostają z tej strony niczego.",
    accept: "Akceptuję",
    reject: "Odrzucam",
    close: "Zamknij",
    privacy: "Prywatność",
  },
} satisfies Pick<Catalogue, "consent">;
