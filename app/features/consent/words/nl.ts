import type { Catalogue } from "#app/i18n/catalogue.ts";

// The consent banner's words in Dutch, translated from en.ts key for key.
export const nl = {
  consent: {
    question:
      "Mogen advertentienetwerken gegevens op je apparaat opslaan om advertenties af te stemmen en te meten?",
    globalPrivacyControl:
      "Je browser verstuurt Global Privacy Control, dus behandelen we dat als weigeren: er worden geen advertenties geladen en advertentienetwerken krijgen niets van deze site.",
    accept: "Accepteren",
    reject: "Weigeren",
    close: "Sluiten",
    privacy: "Privacy",
  },
} satisfies Pick<Catalogue, "consent">;
