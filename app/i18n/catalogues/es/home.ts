import type { Catalogue } from "../../catalogue.ts";

export const home = {
  eyebrow: "Cuaderno de campo micológico",
  exploreTypes: "Explorar especies",
  learnMore: "Más información",
  learnMoreContext: "sobre las setas",
  featuresHeading: "Por qué fascinan los hongos",
  wondersTitle: "Maravillas naturales",
  wondersText:
    "Desde los luminiscentes hongos fantasma hasta los bejines gigantes, más de 14\u00a0000 especies de setas descritas dan forma al suelo de todos los bosques.",
  cultureTitle: "Impacto cultural",
  cultureText:
    "Las setas recorren el folclore, los rituales, la medicina y la cocina, desde los chamanes siberianos hasta los banquetes de matsutake en Japón.",
  healthTitle: "Beneficios para la salud",
  healthText:
    "Muchas setas comestibles son bajas en calorías y ricas en fibra, vitaminas del grupo B, potasio y, si crecen al sol, vitamina D.",
} satisfies Catalogue["home"];
