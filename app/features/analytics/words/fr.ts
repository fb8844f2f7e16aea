import type { Catalogue } from "#app/i18n/catalogue.ts";

// The visitor statistics' words (the consent banner's purposes, /privacy's lines) in French,
// translated from en.ts key for key.
export const fr = {
  analytics: {
    questionStatisticsOnly: "Pouvons-nous compter les visites sur ce site ?",
    globalPrivacyControlStatisticsOnly:
      "Votre navigateur envoie Global Privacy Control : nous le comptons comme un refus. Vos visites ne sont pas comptées.",
    questionWithStatistics:
      "Pouvons-nous compter les visites, et les régies publicitaires peuvent-elles stocker des données sur votre appareil ?",
    globalPrivacyControlWithStatistics:
      "Votre navigateur envoie Global Privacy Control : nous le comptons comme un refus. Aucune publicité ne se charge, les régies ne reçoivent rien de ce site et vos visites ne sont pas comptées.",
    acceptAll: "Tout accepter",
    rejectAll: "Tout refuser",
    choose: "Choisir",
    choosePurposes: "Autoriser chaque finalité séparément",
    adsPurpose: "Publicité",
    adsPurposeText:
      "Les régies publicitaires peuvent stocker des données sur votre appareil pour adapter et mesurer les annonces.",
    statisticsPurpose: "Statistiques",
    statisticsPurposeText:
      "{provider} compte les pages que vous visitez et leur vitesse de chargement.",
    statisticsPagesOnlyText: "{provider} compte les pages que vous visitez.",
    saveChoices: "Enregistrer mes choix",
    statistics: "Statistiques de visite ({provider})",
    whenStatisticsAllowed: "Seulement après que vous avez autorisé les statistiques",
    whenStatisticsAllowedInEurope:
      "Après que vous avez autorisé les statistiques (fuseaux horaires européens) ; ailleurs à l’ouverture de la page",
    whenConsentPlatformAllowsStatistics:
      "Seulement quand la plateforme de consentement signale votre accord à la mesure, ou qu’aucun n’est nécessaire",
    whenPageOpensWithoutGpc:
      "À l’ouverture de la page, sauf si votre navigateur envoie Global Privacy Control",
    statisticsProviderStores:
      "Une fois les statistiques autorisées, {provider} peut conserver ses propres identifiants dans votre navigateur, comme l’explique sa politique.",
  },
} satisfies Pick<Catalogue, "analytics">;
