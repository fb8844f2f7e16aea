// The key's and the pair tables' words of issue 64: verdicts, stages, the live summary.
export const findKey = {
  same: "Same",
  overlaps: "Overlaps",
  hiddenEgg: "Not visible on an unopened button: cut it in half",
  hiddenYoung: "Not shown yet on a young one: look at a grown one, or cut it in half",
  overlapList: "Overlap, so they cannot tell the two apart: {features}",
  allFeatures: "All {count} features",
  contradiction: "No species has every feature you ticked: check {features}.",
  matching: "Species that match every feature: {count} of {total}",
  summary: "Candidates: {candidates} · Dangerous: {dangerous}",
  showResults: "Show results",
  identifyAction: "Identify a find",
};
