import type { Catalogue } from "#app/i18n/catalogue.ts";

// The offline atlas's words in German, translated from en.ts key for key.
export const de = {
  offline: {
    save: "Den Atlas für die Offline-Nutzung speichern: {size}",
    saving: "Der Atlas wird für die Offline-Nutzung gespeichert: {done} von {size}",
    cancel: "Abbrechen",
    saved: "Für die Offline-Nutzung gespeichert am {date}",
    remove: "Entfernen",
    removed: "Der gespeicherte Atlas wurde von diesem Gerät entfernt.",
    cancelled: "Das Speichern wurde abgebrochen. Nichts wurde behalten.",
    failed:
      "Der Atlas konnte nicht gespeichert werden: Ein Teil davon ist nicht angekommen. Nichts wurde behalten.",
    noRoom:
      "Der Atlas konnte nicht gespeichert werden: Auf diesem Gerät ist nicht genug Platz. Nichts wurde behalten.",
    keptCopy:
      "Sie sind offline: Diese Seite ist die Kopie, die beim Öffnen am {date} behalten wurde.",
    panelHeading: "Den Atlas mit in den Wald nehmen",
    panelText:
      "Speichern Sie jede Artenseite mit ihrer Zeichnung, den Bestimmungsschlüssel und die Suche auf diesem Gerät: Dann funktionieren sie auch ohne Empfang.",
    home: "Startseite",
    species: { one: "{count} Art", other: "{count} Arten" },
    offlineTitle: "Sie sind offline",
    offlineText:
      "Diese Seite ist auf diesem Gerät nicht gespeichert. Sie öffnet sich, sobald Sie wieder online sind.",
    savedHeading: "Auf diesem Gerät gespeichert",
    atlasSavedOn: "Der Atlas, für die Offline-Nutzung gespeichert am {date}:",
    openedHeading: "Seiten, die Sie geöffnet haben",
    nothingSaved: "Auf diesem Gerät ist noch nichts gespeichert.",
    storage:
      "Eine Kopie der Seiten, die Sie öffnen, und der Dateien, die jede Seite braucht, höchstens 1 MB, im Cache-Speicher Ihres Browsers für diese Website, damit sie sich ohne Verbindung öffnen. „Für die Offline-Nutzung speichern“ am Fuß jeder Seite legt dort auch den ganzen Atlas ab, bis „Entfernen“ ihn löscht; das Löschen der Daten dieser Website in den Einstellungen Ihres Browsers entfernt alles.",
  },
} satisfies Pick<Catalogue, "offline">;
