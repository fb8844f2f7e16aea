export const findKey = {
  contradiction: "Nessuna specie ha tutti i caratteri spuntati: controlla {features}.",
  matching: "Specie che hanno tutti i caratteri: {count} su {total}",
  summary: "Corrispondono in tutto: {candidates} · Pericolose, da escludere: {dangerous}",
  showResults: "Mostra i risultati",
};
