import type { Catalogue } from "#app/i18n/catalogue.ts";

// The consent banner's words in French, translated from en.ts key for key.
export const fr = {
  consent: {
    question:
      "Autorisez-vous les réseaux publicitaires à stocker des données sur votre appareil pour personnaliser et mesurer les publicités\u202f?",
    globalPrivacyControl:
      "Votre navigateur envoie le signal Global Privacy Control\u00a0: nous le traitons comme un refus. Aucune publicité n’est chargée et les réseaux publicitaires ne reçoivent rien de ce site.",
    accept: "Accepter",
    reject: "Refuser",
    close: "Fermer",
    privacy: "Confidentialité",
  },
} satisfies Pick<Catalogue, "consent">;
