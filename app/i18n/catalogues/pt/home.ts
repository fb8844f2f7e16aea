import type { Catalogue } from "../../catalogue.ts";

export const home = {
  eyebrow: "Notas de campo sobre fungos",
  exploreTypes: "Explorar espécies",
  learnMore: "Saber mais",
  learnMoreContext: "sobre cogumelos",
  featuresHeading: "O fascínio dos fungos",
  wondersTitle: "Maravilhas da natureza",
  wondersText:
    "Dos cogumelos-fantasma luminescentes às bufas-de-lobo gigantes, mais de 14\u00a0000 espécies de cogumelos descritas moldam o chão de todas as florestas.",
  cultureTitle: "Impacto cultural",
  cultureText:
    "Os cogumelos atravessam o folclore, os rituais, a medicina e a cozinha, dos xamãs siberianos aos banquetes de matsutake no Japão.",
  healthTitle: "Benefícios para a saúde",
  healthText:
    "Muitos cogumelos comestíveis têm poucas calorias e são ricos em fibra, vitaminas do complexo B, potássio e, quando crescem ao sol, vitamina D.",
} satisfies Catalogue["home"];
