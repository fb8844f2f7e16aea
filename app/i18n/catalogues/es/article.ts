import type { Catalogue } from "../../catalogue.ts";

export const article = {
  breadcrumb: "Ruta de navegación",
  published: "Publicado el {date}",
  updated: "Actualizado el {date}",
  readingTime: {
    one: "{count} min de lectura",
    many: "{count} min de lectura",
    other: "{count} min de lectura",
  },
  taskDone: "Hecho: ",
  taskToDo: "Pendiente: ",
  contents: "Índice",
  sources: "Fuentes",
} satisfies Catalogue["article"];
