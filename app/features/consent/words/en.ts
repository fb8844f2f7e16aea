// The consent banner's words in English: the reference the other languages translate, key for key.
// The site's catalogue takes them in (app/features/words.ts); a component takes its namespace from
// the words its render is given (`useWords()`, ADR 037).
export const en = {
  consent: {
    question: "May ad networks store data on your device to tailor and measure ads?",
    globalPrivacyControl:
      "Your browser sends Global Privacy Control, so we count it as Reject: no ads load and ad networks get nothing from this site.",
    accept: "Accept",
    reject: "Reject",
    close: "Close",
    privacy: "Privacy",
  },
};

// The catalogue's types take these namespaces in (app/features/README.md).
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    consent: (typeof en)["consent"];
  }
}
