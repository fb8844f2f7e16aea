import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The URL of every page in the route table, e.g. ["/", "/about"]: the list the build pre-renders
 * and the site configuration's links are checked against. The catch-all 404 route is not a page.
 */
export function pagePaths(routes: readonly RouteConfigEntry[], parent = ""): string[] {
  return routes.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    if (entry.children) return pagePaths(entry.children, path);
    if (entry.path === "*") return [];
    return [path === "" ? "/" : path];
  });
}
