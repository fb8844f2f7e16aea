export const compactPage = {
  notesAndFeatures: "Notities en alle {count} kenmerken",
  moreFacts: "{count} andere kenmerken",
};
