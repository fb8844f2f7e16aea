import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import {
  hasArticleFiles,
  hasLaterCreditsPages,
  hasLaterDirectoryPages,
  hasLaterKeyPages,
  hasLaterListingPages,
  publishedArticleCounts,
} from "./lib/content/article-files.ts";
import { contentSections } from "./lib/content/sections.ts";
import { pagePaths } from "./lib/page-paths.ts";

const articleCounts = publishedArticleCounts();

const pages = [
  index("routes/home.tsx"),
  // The content sections (content/<section>.md): one module, a route id each.
  ...contentSections.map((section) => route(section, "routes/section.tsx", { id: section })),
  route("blog", "routes/blog.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // Whom to call after a poisoning, in every country of the table (app/features/safety/).
  route("poison-centres", "routes/poison-centres.tsx"),
  route("search", "routes/search.tsx"),
  route("identify", "routes/identify.tsx"),
  // Who made each photo and its licence; with none yet, it says so (and stays out of the sitemap).
  route("credits", "routes/credits.tsx"),
];

export default [
  layout("routes/_layout.tsx", [
    ...pages,
    // content/<section>/<slug>.md, pre-rendered for each article (react-router.config.ts).
    ...(hasArticleFiles() ? [route(":section/:slug", "routes/article.tsx")] : []),
    // A section's listing after its first page (/types is page 1), when one has more.
    ...(hasLaterListingPages(articleCounts)
      ? [route(":section/page/:page", "routes/listing-page.tsx")]
      : []),
    // The photo credits after their first page (/credits), when they take more.
    ...(hasLaterCreditsPages(articleCounts)
      ? [route("credits/page/:page", "routes/credits.tsx", { id: "credits-page" })]
      : []),
    // The key's list of species after its first page (/identify), when it takes more.
    ...(hasLaterKeyPages(articleCounts)
      ? [route("identify/page/:page", "routes/identify.tsx", { id: "identify-page" })]
      : []),
    // The directory of every page after its first (/search), when it has more.
    ...(hasLaterDirectoryPages(pagePaths(pages), articleCounts)
      ? [route("search/page/:page", "routes/search.tsx", { id: "search-page" })]
      : []),
    route("*", "routes/not-found.tsx"),
  ]),
  // Files for search engines and browsers, pre-rendered like the pages.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  // The key's species, loaded once its page has hydrated (app/features/identify/).
  route("identify/species.json", "routes/identify-species[.]json.ts"),
  // Every species' names in every language, loaded with the search (app/features/search/).
  route("search/names.json", "routes/search-names[.]json.ts"),
  // The home page's "In season now" cards, which its HTML leaves out (in-season.ts).
  route("in-season.json", "routes/in-season[.]json.ts"),
] satisfies RouteConfig;
