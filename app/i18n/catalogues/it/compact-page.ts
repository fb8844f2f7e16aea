export const compactPage = {
  notesAndFeatures: "Note e tutti i {count} caratteri",
  moreFacts: "Altri {count} caratteri",
};
