export const findKey = {
  contradiction: "Ninguna especie tiene todos los rasgos marcados: revisa {features}.",
  matching: "Especies que tienen todos los rasgos: {count} de {total}",
  summary: "Coinciden en todo: {candidates} · Peligrosas, que descartar: {dangerous}",
  showResults: "Ver resultados",
};
