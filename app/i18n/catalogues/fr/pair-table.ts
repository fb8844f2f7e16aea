export const pairTable = {
  same: "Identique",
  overlaps: "Se recoupe",
  hiddenEgg: "Invisible sur un œuf encore fermé\u00a0: coupez-le en deux",
  hiddenYoung:
    "Pas encore visible sur un jeune exemplaire\u00a0: regardez un adulte, ou coupez-le en deux",
  allFeatures: "Les {count} caractères",
  overlapList: "Se recoupent, donc ne les distinguent pas\u00a0: {features}",
};
