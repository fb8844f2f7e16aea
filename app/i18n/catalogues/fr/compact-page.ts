export const compactPage = {
  notesAndFeatures: "Notes et les {count} caractères",
  moreFacts: "{count} autres caractères",
};
