export const sections = {
  comingSoon: "Content coming soon...",
  comingSoonText:
    "This part of the atlas is still growing beneath the surface. Until it fruits, wander through the rest of the site.",
  exploreOther: "Explore other sections",
  backToHome: "Back to home",
  articles: "Articles",
  listingPages: "Pages of the listing",
  previousPage: "Previous",
  nextPage: "Next",
  /** Read before a page's number in the listing's links: "Page 2". */
  page: "Page",
  pageTitle: "{title} – page {number}",
  unwrittenDescription:
    "{title}: this section of {brand} is still being written; nothing to read here yet.",
};
