export const compactPage = {
  notesAndFeatures: "Notas e todas as {count} características",
  moreFacts: "Mais {count} características",
};
