import type { Catalogue } from "../../catalogue.ts";

export const consent = {
  question:
    "Le reti pubblicitarie possono memorizzare dati sul tuo dispositivo per personalizzare e misurare gli annunci?",
  globalPrivacyControl:
    "Il tuo browser invia il segnale Global Privacy Control, quindi lo consideriamo un rifiuto: nessun annuncio viene caricato e le reti pubblicitarie non ricevono nulla da questo sito.",
  accept: "Accetta",
  reject: "Rifiuta",
  close: "Chiudi",
  privacy: "Privacy",
} satisfies Catalogue["consent"];
