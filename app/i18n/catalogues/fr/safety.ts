import type { Catalogue } from "../../catalogue.ts";

export const safety = {
  dangerousLookalike: "Sosie dangereux",
  dangerousLookalikeDeadly:
    "Il peut être confondu avec une espèce mortelle. Apprenez les différences avant de le cueillir :",
  dangerousLookalikePoisonous:
    "Il peut être confondu avec une espèce toxique. Apprenez les différences avant de le cueillir :",
  dangerousLookalikePsychoactive:
    "Il peut être confondu avec une espèce psychoactive. Apprenez les différences avant de le cueillir :",
  lookalikes: "Sosies côte à côte",
  pairHeading: "{species} ou {lookalike} : comment les distinguer",
  pairTable: "{species} et {lookalike}, point par point",
  differs: "Différent",
  notRecorded: "non renseigné",
  dangerDeadly: "Mortel : le manger peut tuer.",
  dangerPoisonous: "Toxique : le manger peut rendre gravement malade.",
  dangerPsychoactive: "Psychoactif : le manger altère la perception et peut intoxiquer.",
  ifEaten: "Si quelqu’un a pu en manger",
  callEmergency: "Appelez {centre} tout de suite au {phone}, même si la personne se sent bien.",
  callLocalEmergency:
    "Appelez tout de suite les urgences ou le centre antipoison, même si la personne se sent bien.",
  symptomsLate:
    "Les symptômes peuvent n’apparaître que des heures ou des jours plus tard, quand le poison agit déjà : ne les attendez pas.",
  keepLeftovers: "Gardez les restes du champignon, crus ou cuits, pour l’identification.",
  safetyNotice:
    "Ne mangez jamais un champignon sauvage parce qu’un site web le dit comestible, celui-ci compris. Faites vérifier chaque cueillette par un expert, en personne, avant de la manger.",
  harmfulNotice:
    "Ne considérez jamais un champignon sauvage comme comestible sur la foi d’une page web, celle-ci comprise. Seul un expert qui voit la cueillette elle-même peut la nommer.",
} satisfies Catalogue["safety"];
