import type { Catalogue } from "#app/i18n/catalogue.ts";

// The consent banner's words in German, translated from en.ts key for key.
export const de = {
  consent: {
    question:
      "Dürfen Werbenetzwerke Daten auf Ihrem Gerät speichern, um Anzeigen zu personalisieren und auszuwerten?",
    globalPrivacyControl:
      "Ihr Browser sendet Global Privacy Control. Wir werten das als Ablehnung: Es werden keine Anzeigen geladen, und Werbenetzwerke erhalten nichts von dieser Website.",
    accept: "Zustimmen",
    reject: "Ablehnen",
    close: "Schließen",
    privacy: "Datenschutz",
  },
} satisfies Pick<Catalogue, "consent">;
