export const findKey = {
  same: "Igual",
  overlaps: "Sobrepõe-se",
  hiddenEgg: "Não se vê num ovo ainda fechado: corte-o ao meio",
  hiddenYoung: "Ainda não se vê num exemplar jovem: observe um adulto ou corte-o ao meio",
  overlapList: "Sobrepõem-se, por isso não os distinguem: {features}",
  allFeatures: "Todas as {count} características",
  contradiction: "Nenhuma espécie tem todas as características marcadas: verifique {features}.",
  matching: "Espécies com todas as características: {count} de {total}",
  summary: "Candidatas: {candidates} · Perigosas: {dangerous}",
  showResults: "Ver resultados",
  identifyAction: "Identificar um achado",
};
