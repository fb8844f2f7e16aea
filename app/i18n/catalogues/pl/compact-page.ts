export const compactPage = {
  notesAndFeatures: "Uwagi i wszystkie cechy ({count})",
  moreFacts: "Więcej cech ({count})",
};
