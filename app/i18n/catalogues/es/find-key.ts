export const findKey = {
  contradiction: "Ninguna especie tiene todos los rasgos marcados: revisa {features}.",
  matching: "Especies que tienen todos los rasgos: {count} de {total}",
  summary: "Candidatas: {candidates} · Peligrosas: {dangerous}",
  showResults: "Ver resultados",
};
