// A species page half as tall on a phone (issue 67): what waits behind a disclosure, the facts a
// forager checks last and the notes of a lookalike pair after the first; no warning ever does.
export const compactPage = {
  notesAndFeatures: "Notes, and all {count} features",
  moreFacts: "{count} more facts",
};
