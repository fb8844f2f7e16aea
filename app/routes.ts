import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { siteFeatures } from "./features/index.ts";
import {
  hasArticleFiles,
  hasLaterCreditsPages,
  hasLaterDirectoryPages,
  hasLaterKeyPages,
  hasLaterListingPages,
  publishedArticleCounts,
} from "./lib/content/article-files.ts";
import { corePages } from "./core-pages.ts";
import { pagePaths } from "./lib/page-paths.ts";

const articleCounts = publishedArticleCounts();

const pages = [
  ...corePages,
  // The features' own pages (their manifests' `routes`), e.g. /poison-centres. Each route's id
  // is its path ("glossary"): short, as every page's first load carries the route ids.
  ...siteFeatures
    .flatMap((feature) => feature.routes ?? [])
    .map(({ path, file }) => route(path, file, { id: path })),
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
