import type { Catalogue } from "../../catalogue.ts";

export const facts = {
  onset: "Avec cette espèce, les symptômes commencent en général {from} à {to} après le repas.",
  onsetAlcohol:
    "Avec cette espèce, les symptômes commencent {from} à {to} après avoir bu de l’alcool, même jusqu’à cinq jours après le repas.",
  noVomiting: "Ne faites pas vomir la personne, sauf si le centre antipoison vous le demande.",
  checkedOn: "Faits vérifiés pour la dernière fois le {date}.",
  howWeCheck: "Comment nous vérifions nos faits",
} satisfies Catalogue["facts"];
