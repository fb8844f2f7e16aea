/**
 * The site's address (`siteConfig.url`) may carry a path: a GitHub Pages project site lives at
 * https://user.github.io/fungi-atlas/, and every URL of the site is then under that path. These
 * helpers are the one place that puts a path of the site ("/about") under it.
 */

/**
 * The path the site is served under, without a trailing slash: "" at the root of its origin,
 * "/fungi-atlas" for "https://user.github.io/fungi-atlas/" (with or without the slash). React
 * Router's `basename` and Vite's `base` are this plus "/".
 */
export function basePath(siteUrl: string): string {
  return new URL(siteUrl).pathname.replace(/\/$/, "");
}

/**
 * The absolute URL of a path of the site: "/about" -> "https://user.github.io/fungi-atlas/about";
 * the home page "/" -> "https://user.github.io/fungi-atlas/", the folder hosts serve without a
 * redirect.
 */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(basePath(siteUrl) + path, siteUrl).href;
}

/**
 * A path as the browser requests it, "/feed.xml" -> "/fungi-atlas/feed.xml", for what React
 * Router's `basename` does not cover (head links, plain anchors, ad frames). It reads Vite's
 * `BASE_URL`, written into the app's code at build time, so it costs a root site nothing; outside
 * Vite (Node, the e2e tests) it is the root.
 */
export const withBase = (path: string) => {
  const base = import.meta.env?.BASE_URL ?? "/";
  return base === "/" ? path : base + path.slice(1);
};

/** A local preview origin, possibly followed by a path (or a query, which `siteUrl` rejects). */
export const localPreviewUrl = /^http:\/\/(localhost|127\.0\.0\.1):\d{1,5}([/?#].*)?$/;

/** A social link to a network's home page ("https://x.com/") is a placeholder, not a profile. */
export function isNetworkHomePage(href: string): boolean {
  return new URL(href).pathname === "/";
}
