export const compactPage = {
  notesAndFeatures: "Notas y los {count} rasgos",
  moreFacts: "{count} rasgos más",
};
