export const pairTable = {
  same: "Igual",
  overlaps: "Sobrepõe-se",
  hiddenEgg: "Não se vê num ovo ainda fechado: corte-o ao meio",
  hiddenYoung: "Ainda não se vê num exemplar jovem: observe um adulto ou corte-o ao meio",
  allFeatures: "Todas as {count} características",
  overlapList: "Sobrepõem-se, por isso não os distinguem: {features}",
};
