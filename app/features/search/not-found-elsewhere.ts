/** The route of the 404 page, as React Router's manifest names it. */
const notFoundRouteId = "routes/not-found";

/** The 404 route's `handle`, which app/entry.client.tsx asks before hydrating. */
export interface NotFoundHandle {
  /** Whether the page stays unhydrated (then it starts what it runs without React Router). */
  keepsUnhydrated: (globals: Window) => boolean;
}

declare global {
  /** What React Router's framework mode puts on the page for hydration. */
  interface Window {
    __reactRouterManifest?: { routes: Record<string, { path?: string }> };
    __reactRouterRouteModules?: Record<string, unknown>;
    __reactRouterContext?: { basename?: string };
  }
}

/**
 * Whether this document is the 404 page a host answered at an address that a route with
 * parameters takes: /types/no-such-species is an article's (":section/:slug"), whose page and data
 * the 404 page does not hold. Hydrating it there would render another page over it, so it is left
 * as pre-rendered, whole without JavaScript. A page without parameters is pre-rendered: no host
 * answers it with the 404 page.
 */
export function isNotFoundPageElsewhere({
  __reactRouterManifest: manifest,
  __reactRouterRouteModules: modules = {},
  __reactRouterContext: context,
  location,
}: Window): boolean {
  const path = location.pathname.slice((context?.basename ?? "/").replace(/\/$/, "").length);
  const segments = path.split("/").filter(Boolean);
  return (
    notFoundRouteId in modules &&
    Object.values(manifest?.routes ?? {}).some(({ path: pattern = "" }) => {
      const parts = pattern.split("/");
      return (
        pattern.includes(":") &&
        parts.length === segments.length &&
        parts.every((part, index) => part[0] === ":" || part === segments[index])
      );
    })
  );
}
