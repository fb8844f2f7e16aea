export const findKey = {
  same: "Uguale",
  overlaps: "Si sovrappone",
  hiddenEgg: "Non si vede su un ovolo ancora chiuso: taglialo a metà",
  hiddenYoung: "Non ancora visibile su un esemplare giovane: guardane uno adulto o taglialo a metà",
  overlapList: "Si sovrappongono, quindi non li distinguono: {features}",
  allFeatures: "Tutti i {count} caratteri",
  contradiction: "Nessuna specie ha tutti i caratteri spuntati: controlla {features}.",
  matching: "Specie che hanno tutti i caratteri: {count} su {total}",
  summary: "Candidate: {candidates} · Pericolose: {dangerous}",
  showResults: "Mostra i risultati",
  identifyAction: "Identifica un ritrovamento",
};
