export const compactPage = {
  notesAndFeatures: "Hinweise und alle {count} Merkmale",
  moreFacts: "{count} weitere Merkmale",
};
