import type { Catalogue } from "../../catalogue.ts";

export const article = {
  breadcrumb: "Fil d’Ariane",
  published: "Publié le {date}",
  updated: "Mis à jour le {date}",
  readingTime: {
    one: "{count} min de lecture",
    many: "{count} min de lecture",
    other: "{count} min de lecture",
  },
  taskDone: "Fait : ",
  taskToDo: "À faire : ",
  contents: "Sommaire",
  sources: "Sources",
} satisfies Catalogue["article"];
