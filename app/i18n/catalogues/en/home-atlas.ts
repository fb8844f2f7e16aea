// What the home page shows of the atlas under its hero, rendered at build time
// (app/components/home/home-atlas.server.tsx): none of it is in the page's JavaScript.
export const homeAtlas = {
  searchLabel: "Search the atlas",
  searchButton: "Search",
  inSeasonHeading: "In season now",
  inSeasonAll: "Every species in season in {month}",
  featuredHeading: "Featured species",
  latestHeading: "Latest articles",
};
