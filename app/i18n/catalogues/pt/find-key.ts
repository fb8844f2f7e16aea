export const findKey = {
  contradiction: "Nenhuma espécie tem todas as características marcadas: verifique {features}.",
  matching: "Espécies com todas as características: {count} de {total}",
  summary: "Coincidem em tudo: {candidates} · Perigosas, a excluir: {dangerous}",
  showResults: "Ver resultados",
};
