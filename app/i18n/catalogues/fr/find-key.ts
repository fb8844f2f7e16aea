export const findKey = {
  same: "Identique",
  overlaps: "Se recoupe",
  hiddenEgg: "Invisible sur un œuf encore fermé\u00a0: coupez-le en deux",
  hiddenYoung:
    "Pas encore visible sur un jeune exemplaire\u00a0: regardez un adulte, ou coupez-le en deux",
  overlapList: "Se recoupent, donc ne les distinguent pas\u00a0: {features}",
  allFeatures: "Les {count} caractères",
  contradiction: "Aucune espèce n’a tous les caractères cochés\u00a0: vérifiez {features}.",
  matching: "Espèces qui ont tous les caractères\u00a0: {count} sur {total}",
  summary: "Candidates\u00a0: {candidates} · Dangereuses\u00a0: {dangerous}",
  showResults: "Voir les résultats",
  identifyAction: "Identifier une trouvaille",
};
