import type { Catalogue } from "#app/i18n/catalogue.ts";

// The offline atlas's words in Italian, translated from en.ts key for key.
export const it = {
  offline: {
    save: "Salva l’atlante per usarlo offline: {size}",
    saving: "Salvataggio dell’atlante per l’uso offline: {done} di {size}",
    cancel: "Annulla",
    saved: "Salvato per l’uso offline il {date}",
    remove: "Rimuovi",
    removed: "L’atlante salvato è stato rimosso da questo dispositivo.",
    cancelled: "Il salvataggio è stato annullato. Non è stato conservato nulla.",
    failed:
      "Non è stato possibile salvare l’atlante: una parte non è arrivata. Non è stato conservato nulla.",
    noRoom:
      "Non è stato possibile salvare l’atlante: su questo dispositivo non c’è spazio a sufficienza. Non è stato conservato nulla.",
    keptCopy: "Sei offline: questa pagina è la copia conservata quando l’hai aperta il {date}.",
    panelHeading: "Porta l’atlante nel bosco",
    panelText:
      "Salva su questo dispositivo ogni scheda di specie con il suo disegno, la chiave di identificazione e la ricerca: funzioneranno anche senza campo.",
    home: "Home",
    species: { one: "{count} specie", other: "{count} specie" },
    offlineTitle: "Sei offline",
    offlineText:
      "Questa pagina non è salvata su questo dispositivo. Si aprirà non appena sarai di nuovo online.",
    savedHeading: "Salvato su questo dispositivo",
    atlasSavedOn: "L’atlante, salvato per l’uso offline il {date}:",
    openedHeading: "Pagine che hai aperto",
    nothingSaved: "Su questo dispositivo non è ancora salvato nulla.",
    storage:
      "Una copia delle pagine che apri e dei file di cui ogni pagina ha bisogno, al massimo 1 MB, nella memoria cache del tuo browser per questo sito, perché si aprano senza connessione. «Salva per l’uso offline», in fondo a ogni pagina, vi conserva anche l’intero atlante, finché «Rimuovi» non lo cancella; cancellare i dati di questo sito nelle impostazioni del tuo browser elimina tutto.",
  },
} satisfies Pick<Catalogue, "offline">;
