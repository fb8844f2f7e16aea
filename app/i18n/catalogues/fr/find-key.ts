export const findKey = {
  contradiction: "Aucune espèce n’a tous les caractères cochés\u00a0: vérifiez {features}.",
  matching: "Espèces qui ont tous les caractères\u00a0: {count} sur {total}",
  summary: "Candidates\u00a0: {candidates} · Dangereuses\u00a0: {dangerous}",
  showResults: "Voir les résultats",
};
