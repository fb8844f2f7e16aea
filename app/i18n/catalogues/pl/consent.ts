import type { Catalogue } from "../../catalogue.ts";

export const consent = {
  question:
    "Czy sieci reklamowe mogą zapisywać dane na Twoim urządzeniu, aby dopasowywać reklamy i mierzyć ich skuteczność?",
  globalPrivacyControl:
    "Twoja przeglądarka wysyła sygnał Global Privacy Control, więc traktujemy go jako odmowę: reklamy się nie wczytują, a sieci reklamowe nie dostają z tej strony niczego.",
  accept: "Akceptuję",
  reject: "Odrzucam",
  close: "Zamknij",
  privacy: "Prywatność",
} satisfies Catalogue["consent"];
