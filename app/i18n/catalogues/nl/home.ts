import type { Catalogue } from "../../catalogue.ts";

export const home = {
  eyebrow: "Veldnotities over paddenstoelen",
  exploreTypes: "Bekijk de soorten",
  learnMore: "Lees meer",
  learnMoreContext: "over paddenstoelen",
  featuresHeading: "Waarom paddenstoelen fascineren",
  wondersTitle: "Natuurwonderen",
  wondersText:
    "Van lichtgevende spookzwammen tot reuzenbovisten: meer dan 14.000 beschreven paddenstoelensoorten geven elke bosbodem vorm.",
  cultureTitle: "Culturele invloed",
  cultureText:
    "Paddenstoelen lopen als een rode draad door folklore, rituelen, geneeskunde en keuken, van Siberische sjamanen tot Japanse matsutakefeesten.",
  healthTitle: "Goed voor je gezondheid",
  healthText:
    "Veel eetbare paddenstoelen zijn caloriearm en rijk aan vezels, B-vitamines, kalium en, als ze in zonlicht zijn gekweekt, vitamine D.",
} satisfies Catalogue["home"];
