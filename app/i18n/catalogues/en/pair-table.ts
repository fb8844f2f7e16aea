// A lookalike pair's table (issue 64): its verdicts, what a stage hides, the rest behind a disclosure.
export const pairTable = {
  same: "Same",
  overlaps: "Overlaps",
  hiddenEgg: "Not visible on an unopened button: cut it in half",
  hiddenYoung: "Not shown yet on a young one: look at a grown one, or cut it in half",
  allFeatures: "All {count} features",
  overlapList: "Overlap, so they cannot tell the two apart: {features}",
};
