import type { Catalogue } from "../../catalogue.ts";

export const identify = {
  title: "Identifier une récolte",
  description:
    "Cochez ce dont vous êtes certain sur un champignon trouvé et voyez quelles espèces de l’atlas lui correspondent, les dangereuses en premier.",
  intro:
    "Ne cochez que ce dont vous êtes certain\u00a0: n’importe quels caractères, dans n’importe quel ordre, plusieurs valeurs d’un même caractère si vous hésitez. Les espèces sont classées selon leur degré de correspondance.",
  notAnIdentification:
    "Une clé restreint la recherche\u202f; elle n’identifie pas un champignon. Une correspondance n’est pas une raison de manger quoi que ce soit\u00a0: faites vérifier chaque récolte par un expert, en personne.",
  needsJavaScript:
    "La clé nécessite JavaScript. Sans lui, voici toutes les espèces de l’atlas avec leurs caractères, à comparer à l’œil.",
  characters: "Ce que vous voyez",
  month: "Mois de la récolte",
  small: "Petit\u00a0: moins de 5 cm",
  medium: "Moyen\u00a0: de 5 à 10 cm",
  large: "Grand\u00a0: plus de 10 cm",
  clear: "Tout effacer",
  chosen: { one: "{count} choisi", other: "{count} choisis" },
  results: { one: "{count} espèce", other: "{count} espèces" },
  noChoice: "Cochez un caractère pour classer les espèces.",
  matched: "Caractères concordants\u00a0: {matched} sur {considered}",
  nothingRecorded: "Aucun de vos caractères n’est renseigné",
  disagrees: "Diffère par\u00a0: {features}",
  dangerHeading: "Espèces dangereuses qui correspondent",
  dangerText:
    "Ces espèces mortelles, toxiques ou psychoactives correspondent à tous vos caractères sauf un au plus, ou ne diffèrent que là où l’on se trompe facilement (lames ou plis, insertion des lames sur le pied, nuance de la sporée, support, anneau tombé, volve restée dans le sol), ou sont les sosies connus d’une espèce qui correspond. Écartez chacune d’elles avant toute chose\u00a0:",
  checkNext: "À vérifier ensuite\u00a0: {feature}",
  checkNextText: "Sa réponse partage le plus également les espèces restantes.",
  drawingAlt: "Schéma de {name}, dessiné d’après ses caractères connus\u00a0: pas une photographie",
  drawingCaption: "Un schéma dessiné d’après les caractères, pas une photo",
  noSpecies:
    "L’atlas ne compte encore aucune espèce : dès qu’il en aura, cette clé les classera selon ce que vous observez.",
  identifyAnother: "Identifier une autre récolte",
  species: "Espèces",
  showMore: "Afficher plus",
  loadFailed:
    "La clé n’a pas pu charger ses espèces : vérifiez votre connexion, puis rechargez la page.",
} satisfies Catalogue["identify"];
