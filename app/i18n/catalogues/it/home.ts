import type { Catalogue } from "../../catalogue.ts";

export const home = {
  eyebrow: "Appunti di campo sui funghi",
  exploreTypes: "Esplora le specie",
  learnMore: "Scopri di più",
  learnMoreContext: "sui funghi",
  featuresHeading: "Perché i funghi affascinano",
  wondersTitle: "Meraviglie della natura",
  wondersText:
    "Dai funghi fantasma luminescenti alle vesce giganti, oltre 14.000 specie di funghi descritte plasmano il suolo di ogni bosco.",
  cultureTitle: "Impatto culturale",
  cultureText:
    "I funghi attraversano folclore, riti, medicina e cucina, dagli sciamani siberiani ai banchetti giapponesi a base di matsutake.",
  healthTitle: "Benefici per la salute",
  healthText:
    "Molti funghi commestibili sono poveri di calorie e ricchi di fibre, vitamine del gruppo B, potassio e, se cresciuti alla luce del sole, vitamina D.",
} satisfies Catalogue["home"];
