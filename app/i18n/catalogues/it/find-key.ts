export const findKey = {
  contradiction: "Nessuna specie ha tutti i caratteri spuntati: controlla {features}.",
  matching: "Specie che hanno tutti i caratteri: {count} su {total}",
  summary: "Candidate: {candidates} · Pericolose: {dangerous}",
  showResults: "Mostra i risultati",
};
