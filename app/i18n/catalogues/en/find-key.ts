// The key's words of issue 64 on /identify: the live summary, the caption, contradictions.
export const findKey = {
  contradiction: "No species has every feature you ticked: check {features}.",
  matching: "Species that match every feature: {count} of {total}",
  summary: "Match every feature: {candidates} · Dangerous, to rule out: {dangerous}",
  showResults: "Show results",
};
