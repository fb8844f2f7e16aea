export const blog = {
  title: "Blog",
  description: "Photos and stories from the world of fungi, from forest floors to kitchens.",
  intro: "Photos and stories from the world of fungi.",
  feedTitle: "{brand} photo feed",
  openFeed: "Open the photo feed",
};
