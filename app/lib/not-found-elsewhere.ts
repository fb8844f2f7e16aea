import { matchRoutes, type RouteObject } from "react-router";

/** The route of the 404 page, as React Router's manifest names it. */
const notFoundRouteId = "routes/not-found";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

declare global {
  /** What React Router's framework mode puts on the page for hydration. */
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
    __reactRouterRouteModules?: Record<string, unknown>;
    __reactRouterContext?: { basename?: string };
  }
}

function routeTree(routes: readonly ManifestRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index }) =>
      index
        ? { id, index: true }
        : { id, ...(path === undefined ? {} : { path }), children: routeTree(routes, id) },
    );
}

/**
 * Whether this document is the 404 page a host answered at an address that the router takes for
 * another page: /types/no-such-species is an article's route, whose page and data the 404 page
 * does not hold. Hydrating it there would render another page over it; it is left as the
 * pre-rendered page it is, whole without JavaScript.
 */
export function isNotFoundPageElsewhere(globals: Window, location: Location): boolean {
  const modules = globals.__reactRouterRouteModules;
  const manifest = globals.__reactRouterManifest;
  if (!modules || !manifest || !(notFoundRouteId in modules)) return false;
  const matches = matchRoutes(
    routeTree(Object.values(manifest.routes)),
    location,
    globals.__reactRouterContext?.basename,
  );
  return matches?.at(-1)?.route.id !== notFoundRouteId;
}
