import type { Catalogue } from "../../catalogue.ts";

export const article = {
  breadcrumb: "Ścieżka nawigacji",
  published: "Opublikowano {date}",
  updated: "Zaktualizowano {date}",
  readingTime: {
    one: "{count} minuta czytania",
    few: "{count} minuty czytania",
    many: "{count} minut czytania",
    other: "{count} minuty czytania",
  },
  taskDone: "Zrobione: ",
  taskToDo: "Do zrobienia: ",
  contents: "Spis treści",
  sources: "Źródła",
} satisfies Catalogue["article"];
