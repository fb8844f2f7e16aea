import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The path of the page shown at unknown paths: pre-rendered to 404.html, and the key of its ad
 * slots in the site configuration.
 */
export const notFoundPage = "/404";

/**
 * The search page: it lists every other page, and runs the site's search with JavaScript. Search
 * engines are asked not to index it, and neither the sitemap nor the site's own search holds it.
 */
export const searchPage = "/search";

/**
 * The multi-access key: with no species in the atlas it has nothing to rank, and is kept out of
 * search, as an unwritten section is.
 */
export const identifyPage = "/identify";

/** The home page's "In season now" cards, apart from its HTML (in-season.ts). */
export const inSeasonCardsPath = "/in-season.json";

/**
 * The URL of every page in the route table, e.g. ["/", "/about"]: the list the build pre-renders
 * and the site configuration's links are checked against. The catch-all 404 route is not a page,
 * nor are the files served by resource routes (see `filePaths`), nor a route with parameters
 * (articles, whose paths come from the content: `loadContent`).
 */
export function pagePaths(routes: readonly RouteConfigEntry[]): string[] {
  return routePaths(routes).filter((path) => path !== "/*" && !isFile(path) && !path.includes(":"));
}

/** The files that resource routes serve, e.g. ["/sitemap.xml"]: pre-rendered beside the pages. */
export function filePaths(routes: readonly RouteConfigEntry[]): string[] {
  return routePaths(routes).filter(isFile);
}

/** A path with an extension in its last segment, like /robots.txt, is a file, not a page. */
function isFile(path: string) {
  return /\.[a-z]+$/i.test(path);
}

function routePaths(routes: readonly RouteConfigEntry[], parent = ""): string[] {
  return routes.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    if (entry.children) return routePaths(entry.children, path);
    return [path === "" ? "/" : path];
  });
}
