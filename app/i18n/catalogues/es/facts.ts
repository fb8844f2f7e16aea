import type { Catalogue } from "../../catalogue.ts";

export const facts = {
  onset: "Con esta especie, los síntomas suelen empezar de {from} a {to} después de la comida.",
  onsetAlcohol:
    "Con esta especie, los síntomas empiezan de {from} a {to} después de beber alcohol, incluso hasta cinco días después de la comida.",
  noVomiting: "No le provoques el vómito salvo que te lo indique el centro de toxicología.",
  checkedOn: "Datos comprobados por última vez el {date}.",
  howWeCheck: "Cómo comprobamos los datos",
} satisfies Catalogue["facts"];
