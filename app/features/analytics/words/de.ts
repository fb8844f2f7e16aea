import type { Catalogue } from "#app/i18n/catalogue.ts";

// The visitor statistics' words (the consent banner's purposes, /privacy's lines) in German,
// translated from en.ts key for key.
export const de = {
  analytics: {
    questionStatisticsOnly: "Dürfen wir Besuche auf dieser Website zählen?",
    globalPrivacyControlStatisticsOnly:
      "Ihr Browser sendet Global Privacy Control. Wir werten das als Ablehnung: Ihre Besuche werden nicht gezählt.",
    questionWithStatistics:
      "Dürfen wir Besuche zählen, und dürfen Werbenetzwerke für Anzeigen Daten auf Ihrem Gerät speichern?",
    globalPrivacyControlWithStatistics:
      "Ihr Browser sendet Global Privacy Control. Wir werten das als Ablehnung: Es werden keine Anzeigen geladen, Werbenetzwerke erhalten nichts von dieser Website, und Ihre Besuche werden nicht gezählt.",
    acceptAll: "Alle zulassen",
    rejectAll: "Alle ablehnen",
    choose: "Auswählen",
    choosePurposes: "Jeden Zweck einzeln erlauben",
    adsPurpose: "Werbung",
    adsPurposeText:
      "Werbenetzwerke dürfen Daten auf Ihrem Gerät speichern, um Anzeigen zu personalisieren und auszuwerten.",
    statisticsPurpose: "Statistik",
    statisticsPurposeText:
      "{provider} zählt die Seiten, die Sie besuchen, und wie schnell sie laden.",
    statisticsPagesOnlyText: "{provider} zählt die Seiten, die Sie besuchen.",
    saveChoices: "Auswahl speichern",
    statistics: "Besucherstatistik ({provider})",
    whenStatisticsAllowed: "Erst nachdem Sie Statistik erlauben",
    whenStatisticsAllowedInEurope:
      "Nachdem Sie Statistik erlauben (europäische Zeitzonen); anderswo beim Öffnen der Seite",
    whenConsentPlatformAllowsStatistics:
      "Erst wenn die Consent-Plattform Ihre Einwilligung zur Messung meldet oder dass keine nötig ist",
    whenPageOpensWithoutGpc:
      "Beim Öffnen der Seite, außer Ihr Browser sendet Global Privacy Control",
    statisticsProviderStores:
      "Sobald Statistik erlaubt ist, kann {provider} eigene Kennungen in Ihrem Browser speichern, wie in dessen Datenschutzhinweis beschrieben.",
  },
} satisfies Pick<Catalogue, "analytics">;
