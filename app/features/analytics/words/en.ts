// The visitor statistics' words (the consent banner's purposes, /privacy's lines) in English: the
// reference the other languages translate, key for key. The site's catalogue takes them in
// (app/features/words.ts); a component takes its namespace from the words its render is given
// (`useWords()`, ADR 037).
export const en = {
  /** Visitor statistics (app/features/analytics/, docs/analytics.md): used only when the site has them. */
  analytics: {
    questionStatisticsOnly: "May we count visits to this site?",
    globalPrivacyControlStatisticsOnly:
      "Your browser sends Global Privacy Control, so we count it as Reject: your visits are not counted.",
    questionWithStatistics:
      "May we count visits, and may ad networks store data on your device for ads?",
    globalPrivacyControlWithStatistics:
      "Your browser sends Global Privacy Control, so we count it as Reject: no ads load, ad networks get nothing from this site, and your visits are not counted.",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    choose: "Choose",
    choosePurposes: "Allow each purpose on its own",
    adsPurpose: "Ads",
    adsPurposeText: "Ad networks may store data on your device to tailor and measure ads.",
    statisticsPurpose: "Statistics",
    statisticsPurposeText: "{provider} counts the pages you visit and how fast they load.",
    statisticsPagesOnlyText: "{provider} counts the pages you visit.",
    saveChoices: "Save choices",
    statistics: "Visitor statistics ({provider})",
    whenStatisticsAllowed: "Only after you allow statistics",
    whenStatisticsAllowedInEurope:
      "After you allow statistics (European time zones); elsewhere when the page opens",
    whenConsentPlatformAllowsStatistics:
      "Only once the consent platform reports your consent to measurement, or that none is needed",
    whenPageOpensWithoutGpc:
      "When the page opens, unless your browser sends Global Privacy Control",
    statisticsProviderStores:
      "Once statistics are allowed, {provider} may keep its own identifiers in your browser, as its own notice describes.",
  },
};

// The catalogue's types take these namespaces in (app/features/README.md).
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    analytics: (typeof en)["analytics"];
  }
}
