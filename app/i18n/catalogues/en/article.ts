export const article = {
  breadcrumb: "Breadcrumb",
  published: "Published {date}",
  updated: "Updated {date}",
  readingTime: { one: "{count} min read", other: "{count} min read" },
  contents: "Contents",
};
