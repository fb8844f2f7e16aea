import type { Catalogue } from "#app/i18n/catalogue.ts";

// The visitor statistics' words (the consent banner's purposes, /privacy's lines) in Dutch,
// translated from en.ts key for key.
export const nl = {
  analytics: {
    questionStatisticsOnly: "Mogen we bezoeken aan deze site tellen?",
    globalPrivacyControlStatisticsOnly:
      "Uw browser verstuurt Global Privacy Control, dus we zien dat als weigeren: uw bezoeken worden niet geteld.",
    questionWithStatistics:
      "Mogen we bezoeken tellen, en mogen advertentienetwerken gegevens op uw apparaat opslaan voor advertenties?",
    globalPrivacyControlWithStatistics:
      "Uw browser verstuurt Global Privacy Control, dus we zien dat als weigeren: er laden geen advertenties, advertentienetwerken krijgen niets van deze site en uw bezoeken worden niet geteld.",
    acceptAll: "Alles accepteren",
    rejectAll: "Alles weigeren",
    choose: "Kiezen",
    choosePurposes: "Elk doel apart toestaan",
    adsPurpose: "Advertenties",
    adsPurposeText:
      "Advertentienetwerken mogen gegevens op uw apparaat opslaan om advertenties af te stemmen en te meten.",
    statisticsPurpose: "Statistieken",
    statisticsPurposeText: "{provider} telt de pagina's die u bezoekt en hoe snel ze laden.",
    statisticsPagesOnlyText: "{provider} telt de pagina's die u bezoekt.",
    saveChoices: "Keuzes opslaan",
    statistics: "Bezoekersstatistieken ({provider})",
    whenStatisticsAllowed: "Pas nadat u statistieken toestaat",
    whenStatisticsAllowedInEurope:
      "Nadat u statistieken toestaat (Europese tijdzones); elders bij het openen van de pagina",
    whenConsentPlatformAllowsStatistics:
      "Pas zodra het toestemmingsplatform uw toestemming voor meting meldt, of dat die niet nodig is",
    whenPageOpensWithoutGpc:
      "Bij het openen van de pagina, tenzij uw browser Global Privacy Control verstuurt",
    statisticsProviderStores:
      "Zodra statistieken zijn toegestaan, kan {provider} eigen kenmerken in uw browser bewaren, zoals zijn eigen verklaring beschrijft.",
  },
} satisfies Pick<Catalogue, "analytics">;
