export const article = {
  breadcrumb: "Breadcrumb",
  published: "Published {date}",
  updated: "Updated {date}",
  readingTime: { one: "{count} min read", other: "{count} min read" },
  /** Read before a task list's item, with its mark hidden: "Done: buy a basket". */
  taskDone: "Done: ",
  taskToDo: "To do: ",
  contents: "Contents",
  sources: "Sources",
};
