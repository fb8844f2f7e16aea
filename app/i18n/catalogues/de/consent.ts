import type { Catalogue } from "../../catalogue.ts";

export const consent = {
  question:
    "Dürfen Werbenetzwerke Daten auf Ihrem Gerät speichern, um Anzeigen zu personalisieren und auszuwerten?",
  globalPrivacyControl:
    "Ihr Browser sendet Global Privacy Control. Wir werten das als Ablehnung: Es werden keine Anzeigen geladen, und Werbenetzwerke erhalten nichts von dieser Website.",
  accept: "Zustimmen",
  reject: "Ablehnen",
  close: "Schließen",
  privacy: "Datenschutz",
} satisfies Catalogue["consent"];
