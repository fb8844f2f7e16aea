import type { Catalogue } from "../../catalogue.ts";

export const facts = {
  onset: "Com esta espécie, os sintomas começam geralmente {from} a {to} depois da refeição.",
  onsetAlcohol:
    "Com esta espécie, os sintomas começam {from} a {to} depois de beber álcool, mesmo até cinco dias depois da refeição.",
  noVomiting: "Não provoque o vómito, a não ser que o centro antivenenos o indique.",
  checkedOn: "Factos verificados pela última vez em {date}.",
  howWeCheck: "Como verificamos os factos",
} satisfies Catalogue["facts"];
