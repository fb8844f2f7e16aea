export const findKey = {
  contradiction: "Aucune espèce n’a tous les caractères cochés\u00a0: vérifiez {features}.",
  matching: "Espèces qui ont tous les caractères\u00a0: {count} sur {total}",
  summary: "Correspondent à tout\u00a0: {candidates} · Dangereuses, à écarter\u00a0: {dangerous}",
  showResults: "Voir les résultats",
};
