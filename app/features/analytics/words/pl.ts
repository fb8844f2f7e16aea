import type { Catalogue } from "#app/i18n/catalogue.ts";

// The visitor statistics' words (the consent banner's purposes, /privacy's lines) in Polish,
// translated from en.ts key for key.
export const pl = {
  analytics: {
    questionStatisticsOnly: "Czy możemy liczyć odwiedziny tej witryny?",
    globalPrivacyControlStatisticsOnly:
      "Twoja przeglądarka wysyła sygnał Global Privacy Control, więc traktujemy go jak odmowę: Twoje odwiedziny nie są liczone.",
    questionWithStatistics:
      "Czy możemy liczyć odwiedziny i czy sieci reklamowe mogą zapisywać dane na Twoim urządzeniu na potrzeby reklam?",
    globalPrivacyControlWithStatistics:
      "Twoja przeglądarka wysyła sygnał Global Privacy Control, więc traktujemy go jak odmowę: reklamy się nie wczytują, sieci reklamowe nie dostają nic z tej witryny, a Twoje odwiedziny nie są liczone.",
    acceptAll: "Akceptuj wszystko",
    rejectAll: "Odrzuć wszystko",
    choose: "Wybierz",
    choosePurposes: "Zezwól na każdy cel osobno",
    adsPurpose: "Reklamy",
    adsPurposeText:
      "Sieci reklamowe mogą zapisywać dane na Twoim urządzeniu, aby dopasowywać i mierzyć reklamy.",
    statisticsPurpose: "Statystyki",
    statisticsPurposeText: "{provider} liczy odwiedzane strony i to, jak szybko się wczytują.",
    statisticsPagesOnlyText: "{provider} liczy odwiedzane strony.",
    saveChoices: "Zapisz wybór",
    statistics: "Statystyki odwiedzin ({provider})",
    whenStatisticsAllowed: "Dopiero gdy zezwolisz na statystyki",
    whenStatisticsAllowedInEurope:
      "Gdy zezwolisz na statystyki (europejskie strefy czasowe); gdzie indziej po otwarciu strony",
    whenConsentPlatformAllowsStatistics:
      "Dopiero gdy platforma zgód zgłosi Twoją zgodę na pomiar albo że zgoda nie jest potrzebna",
    whenPageOpensWithoutGpc: "Po otwarciu strony, bez sygnału Global Privacy Control",
    statisticsProviderStores:
      "Po zezwoleniu na statystyki {provider} może przechowywać własne identyfikatory w Twojej przeglądarce, jak opisuje jego informacja o prywatności.",
  },
} satisfies Pick<Catalogue, "analytics">;
