import type { Catalogue } from "../../catalogue.ts";

export const article = {
  breadcrumb: "Brotkrümelnavigation",
  published: "Veröffentlicht am {date}",
  updated: "Aktualisiert am {date}",
  readingTime: { one: "{count} Minute Lesezeit", other: "{count} Minuten Lesezeit" },
  taskDone: "Erledigt: ",
  taskToDo: "Offen: ",
  contents: "Inhalt",
  sources: "Quellen",
} satisfies Catalogue["article"];
