import type { Catalogue } from "#app/i18n/catalogue.ts";

// The visitor statistics' words (the consent banner's purposes, /privacy's lines) in Italian,
// translated from en.ts key for key.
export const it = {
  analytics: {
    questionStatisticsOnly: "Possiamo contare le visite a questo sito?",
    globalPrivacyControlStatisticsOnly:
      "Il tuo browser invia Global Privacy Control, quindi lo consideriamo un rifiuto: le tue visite non vengono contate.",
    questionWithStatistics:
      "Possiamo contare le visite, e le reti pubblicitarie possono salvare dati sul tuo dispositivo per gli annunci?",
    globalPrivacyControlWithStatistics:
      "Il tuo browser invia Global Privacy Control, quindi lo consideriamo un rifiuto: nessun annuncio viene caricato, le reti pubblicitarie non ricevono nulla da questo sito e le tue visite non vengono contate.",
    acceptAll: "Accetta tutto",
    rejectAll: "Rifiuta tutto",
    choose: "Scegli",
    choosePurposes: "Consenti ogni finalità separatamente",
    adsPurpose: "Pubblicità",
    adsPurposeText:
      "Le reti pubblicitarie possono salvare dati sul tuo dispositivo per personalizzare e misurare gli annunci.",
    statisticsPurpose: "Statistiche",
    statisticsPurposeText:
      "{provider} conta le pagine che visiti e quanto velocemente si caricano.",
    statisticsPagesOnlyText: "{provider} conta le pagine che visiti.",
    saveChoices: "Salva le scelte",
    statistics: "Statistiche delle visite ({provider})",
    whenStatisticsAllowed: "Solo dopo che hai consentito le statistiche",
    whenStatisticsAllowedInEurope:
      "Dopo che hai consentito le statistiche (fusi orari europei); altrove all'apertura della pagina",
    whenConsentPlatformAllowsStatistics:
      "Solo quando la piattaforma di consenso comunica il tuo consenso alla misurazione, o che non serve",
    whenPageOpensWithoutGpc:
      "All'apertura della pagina, a meno che il browser non invii Global Privacy Control",
    statisticsProviderStores:
      "Una volta consentite le statistiche, {provider} può conservare propri identificatori nel tuo browser, come descrive la sua informativa.",
  },
} satisfies Pick<Catalogue, "analytics">;
