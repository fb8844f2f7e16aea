import type { Catalogue } from "../../catalogue.ts";

export const article = {
  breadcrumb: "Kruimelpad",
  published: "Gepubliceerd op {date}",
  updated: "Bijgewerkt op {date}",
  readingTime: { one: "{count} min. leestijd", other: "{count} min. leestijd" },
  taskDone: "Klaar: ",
  taskToDo: "Te doen: ",
  contents: "Inhoud",
  sources: "Bronnen",
} satisfies Catalogue["article"];
