export const findKey = {
  same: "Identique",
  overlaps: "Se recoupe",
  hiddenEgg: "Invisible sur un œuf encore fermé : coupez-le en deux",
  hiddenYoung:
    "Pas encore visible sur un jeune exemplaire : regardez un adulte, ou coupez-le en deux",
  allFeatures: "Les {count} caractères",
  contradiction: "Aucune espèce n’a tous les caractères cochés : vérifiez {features}.",
  matching: "Espèces qui ont tous les caractères : {count} sur {total}",
  summary: "Candidates : {candidates} · Dangereuses : {dangerous}",
  showResults: "Voir les résultats",
  identifyAction: "Identifier une trouvaille",
  identifyHint:
    "Cochez ce que vous voyez : la clé liste les espèces qui correspondent, les dangereuses d’abord.",
};
