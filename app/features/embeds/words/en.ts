// The embeds' words in English: the reference the other languages translate, key for key. The
// site's catalogue takes them in (app/features/words.ts); a component reads one namespace as
// `virtual:messages/<namespace>`, in the site's language.
export const en = {
  embeds: {
    ifFrameEmpty: "If the frame below stays empty:",
  },
};

// Their types join the catalogue's (app/i18n/catalogue.ts), as a feature's settings join
// SiteConfig: the core never imports a feature.
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    embeds: (typeof en)["embeds"];
  }
}
