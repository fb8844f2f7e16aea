import type { Catalogue } from "../../catalogue.ts";

export const article = {
  breadcrumb: "Trilho de navegação",
  published: "Publicado em {date}",
  updated: "Atualizado em {date}",
  readingTime: {
    one: "{count} min de leitura",
    many: "{count} min de leitura",
    other: "{count} min de leitura",
  },
  taskDone: "Feito: ",
  taskToDo: "Por fazer: ",
  contents: "Índice",
  sources: "Fontes",
} satisfies Catalogue["article"];
