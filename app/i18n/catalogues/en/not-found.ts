export const notFound = {
  title: "Page not found",
  heading: "Oops! Page not found",
  headingPrefix: "404:",
  text: "This path leads nowhere we know of. It may have moved, or never grown here at all.",
  returnHome: "Return to Home",
  explore: "Or explore a section",
};
