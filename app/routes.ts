import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { siteFeatures } from "./features/index.ts";
import { hasArticleFiles, publishedArticleCounts } from "./lib/content/article-files.ts";
import { corePages } from "./core-pages.ts";
import { pagePaths } from "./lib/page-paths.ts";
import { pagedListingRoutes } from "./paged-listings.ts";

const articleCounts = publishedArticleCounts();

/**
 * React Router's typegen is given every route, so it types every route module: `npm run typecheck`,
 * `lint` and `build` run it in the mode "types". The build, the dev server and their own typegen
 * declare only the routes the content has pages for: with `ssr: false`, a route with a loader and
 * no pre-rendered page fails them (ADR 008). `env` is absent where the table is read outside Vite.
 */
const declaresEveryRoute = import.meta.env?.MODE === "types";

const pages = [
  ...corePages,
  // The features' own pages (their manifests' `routes`), e.g. /identify, /credits. Each route's id
  // is its path ("glossary"): short, as every page's first load carries the route ids.
  ...siteFeatures
    .flatMap((feature) => feature.routes ?? [])
    .map(({ path, file }) => route(path, file, { id: path })),
];

export default [
  layout("routes/_layout.tsx", [
    ...pages,
    // content/<section>/<slug>.md, pre-rendered for each article (react-router.config.ts).
    ...(declaresEveryRoute || hasArticleFiles()
      ? [route(":section/:slug", "routes/article.tsx")]
      : []),
    // The paged listings' later pages (/types/page/2, the features' listings'…), when one has more.
    ...pagedListingRoutes(siteFeatures)
      .filter(
        (listing) => declaresEveryRoute || listing.hasLaterPages(articleCounts, pagePaths(pages)),
      )
      .map(({ route: later }) =>
        later.id === undefined
          ? route(later.path, later.file)
          : route(later.path, later.file, { id: later.id }),
      ),
    route("*", "routes/not-found.tsx"),
  ]),
  // Files for search engines and browsers, pre-rendered like the pages.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  // The features' files (their manifests' `resourceRoutes`), e.g. the key's species.
  ...siteFeatures
    .flatMap((feature) => feature.resourceRoutes ?? [])
    .map(({ path, file }) => route(path, file, { id: path })),
  // Every species' names in every language, loaded with the search (app/features/search/).
  route("search/names.json", "routes/search-names[.]json.ts"),
  // The home page's "In season now" cards, which its HTML leaves out (in-season.ts).
  route("in-season.json", "routes/in-season[.]json.ts"),
] satisfies RouteConfig;
