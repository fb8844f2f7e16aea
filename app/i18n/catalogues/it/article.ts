import type { Catalogue } from "../../catalogue.ts";

export const article = {
  breadcrumb: "Percorso di navigazione",
  published: "Pubblicato il {date}",
  updated: "Aggiornato il {date}",
  readingTime: {
    one: "{count} min di lettura",
    many: "{count} min di lettura",
    other: "{count} min di lettura",
  },
  taskDone: "Fatto: ",
  taskToDo: "Da fare: ",
  contents: "Indice",
  sources: "Fonti",
} satisfies Catalogue["article"];
