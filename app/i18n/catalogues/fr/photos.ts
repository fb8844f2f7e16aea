import type { Catalogue } from "../../catalogue.ts";

export const photos = {
  gallery: "Photos",
  enlarge: "Agrandir la photo {number} sur {count}",
  photoPosition: "Photo {number} sur {count}",
  previous: "Photo précédente",
  next: "Photo suivante",
  close: "Fermer",
  credit: "Photo : {author}, {licence}, source : {source}",
  creditWithoutSource: "Photo : {author}, {licence}",
  publicDomain: "domaine public",
  allRightsReserved: "tous droits réservés",
  allCredits: "Tous les crédits photo",
  stageWhole: "Entier",
  stageYoung: "Jeune",
  stageMature: "À maturité",
  stageUnderside: "Dessous",
  stageSection: "En coupe",
  stageSporeprint: "Sporée",
  stageHabitat: "Milieu",
  creditsTitle: "Crédits photo",
  creditsDescription:
    "Qui a pris chaque photo de cet atlas, où se trouve l’original et sous quelle licence elle est montrée.",
  creditsIntro:
    "Chaque photo de ce site, avec son auteur, l’adresse de l’original et la licence sous laquelle elle est montrée. Le lien de chaque licence dit ce qu’elle permet.",
  creditsNone: "Aucune photo n’est encore créditée : l’atlas montre ses dessins en attendant.",
} satisfies Catalogue["photos"];
