// The key's words outside /identify (its results' summary, the links to it) in English: the
// reference the other languages translate, key for key. The site's catalogue takes them in
// (app/features/words.ts); a component takes its namespace from the words its render is given
// (`useWords()`, ADR 037).
export const en = {
  // The key's words of issue 64 on /identify: the live summary, the caption, contradictions.
  findKey: {
    contradiction: "No species has every feature you ticked: check {features}.",
    matching: "Species that match every feature: {count} of {total}",
    summary: "Match every feature: {candidates} · Dangerous, to rule out: {dangerous}",
    showResults: "Show results",
  },
  // The way to the key from every page: the header's action and home's hero.
  keyLink: {
    identifyAction: "Identify a find",
  },
};

// The catalogue's types take these namespaces in (app/features/README.md).
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    findKey: (typeof en)["findKey"];
    keyLink: (typeof en)["keyLink"];
  }
}
