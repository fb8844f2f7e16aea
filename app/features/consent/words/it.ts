import type { Catalogue } from "#app/i18n/catalogue.ts";

// The consent banner's words in Italian, translated from en.ts key for key.
export const it = {
  consent: {
    question:
      "Le reti pubblicitarie possono memorizzare dati sul tuo dispositivo per personalizzare e misurare gli annunci?",
    globalPrivacyControl:
      "Il tuo browser invia il segnale Global Privacy Control, quindi lo consideriamo un rifiuto: nessun annuncio viene caricato e le reti pubblicitarie non ricevono nulla da questo sito.",
    accept: "Accetta",
    reject: "Rifiuta",
    close: "Chiudi",
    privacy: "Privacy",
  },
} satisfies Pick<Catalogue, "consent">;
