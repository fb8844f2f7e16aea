export const pairTable = {
  same: "Igual",
  overlaps: "Se solapa",
  hiddenEgg: "No se ve en un huevo cerrado: córtalo por la mitad",
  hiddenYoung: "Aún no se ve en un ejemplar joven: mira uno adulto o córtalo por la mitad",
  allFeatures: "Los {count} rasgos",
  overlapList: "Se solapan, así que no los distinguen: {features}",
};
