export const findKey = {
  same: "Igual",
  overlaps: "Se solapa",
  hiddenEgg: "No se ve en un huevo cerrado: córtelo por la mitad",
  hiddenYoung: "Aún no se ve en un ejemplar joven: mire uno adulto o córtelo por la mitad",
  allFeatures: "Los {count} rasgos",
  contradiction: "Ninguna especie tiene todos los rasgos marcados: revise {features}.",
  matching: "Especies que tienen todos los rasgos: {count} de {total}",
  summary: "Candidatas: {candidates} · Peligrosas: {dangerous}",
  showResults: "Ver resultados",
  identifyAction: "Identificar un hallazgo",
  identifyHint:
    "Marque lo que ve y la clave lista las especies que coinciden, primero las peligrosas.",
};
