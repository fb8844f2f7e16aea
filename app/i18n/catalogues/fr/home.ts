import type { Catalogue } from "../../catalogue.ts";

export const home = {
  eyebrow: "Carnet de terrain mycologique",
  exploreTypes: "Explorer les espèces",
  learnMore: "En savoir plus",
  learnMoreContext: "sur les champignons",
  featuresHeading: "Pourquoi les champignons fascinent",
  wondersTitle: "Merveilles de la nature",
  wondersText:
    "Des champignons fantômes luminescents aux vesses-de-loup géantes, plus de 14\u202f000 espèces décrites façonnent le sol de toutes les forêts.",
  cultureTitle: "Rôle culturel",
  cultureText:
    "Les champignons traversent le folklore, les rites, la médecine et la cuisine, des chamanes sibériens aux festins de matsutake au Japon.",
  healthTitle: "Bienfaits pour la santé",
  healthText:
    "De nombreux champignons comestibles sont peu caloriques et riches en fibres, en vitamines B, en potassium et, cultivés au soleil, en vitamine D.",
} satisfies Catalogue["home"];
