export const findKey = {
  same: "Igual",
  overlaps: "Se solapa",
  hiddenEgg: "No se ve en un huevo cerrado: córtalo por la mitad",
  hiddenYoung: "Aún no se ve en un ejemplar joven: mira uno adulto o córtalo por la mitad",
  overlapList: "Se solapan, así que no los distinguen: {features}",
  allFeatures: "Los {count} rasgos",
  contradiction: "Ninguna especie tiene todos los rasgos marcados: revisa {features}.",
  matching: "Especies que tienen todos los rasgos: {count} de {total}",
  summary: "Candidatas: {candidates} · Peligrosas: {dangerous}",
  showResults: "Ver resultados",
  identifyAction: "Identificar un hallazgo",
};
