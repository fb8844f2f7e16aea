// The embeds' words in English: the reference the other languages translate, key for key. The
// site's catalogue takes them in (app/features/words.ts); a component takes its namespace from the
// words its render is given (`useWords()`, ADR 037).
export const en = {
  embeds: {
    ifFrameEmpty: "If the frame below stays empty:",
  },
};

// The catalogue's types take these namespaces in (app/features/README.md).
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    embeds: (typeof en)["embeds"];
  }
}
