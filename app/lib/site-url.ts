/**
 * The site's address (`siteConfig.url`) may carry a path: a GitHub Pages project site lives at
 * https://user.github.io/fungi-atlas/. Every URL of the site is then under that path. These two
 * helpers are the one place that puts a path of the site ("/about") under it; the URL may be
 * written with or without its trailing slash, they read both the same.
 */

/**
 * The path the site is served under, without a trailing slash: "" at the root of its origin,
 * "/fungi-atlas" for "https://user.github.io/fungi-atlas/". React Router's `basename` and Vite's
 * `base` are this plus "/".
 */
export function basePath(siteUrl: string): string {
  return new URL(siteUrl).pathname.replace(/\/$/, "");
}

/**
 * The absolute URL of a path of the site: "/about" -> "https://user.github.io/fungi-atlas/about";
 * the home page "/" -> "https://user.github.io/fungi-atlas/", with the slash GitHub Pages and
 * nginx serve the folder at without a redirect.
 */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(basePath(siteUrl) + path, siteUrl).href;
}
