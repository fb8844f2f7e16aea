/**
 * How the service worker reads the site's URLs. Every path here is a URL's path, the site's base
 * path included ("/fungi-atlas/about"); `base` is that path ("" at the root).
 */

/**
 * The page a navigation asks for, as the saved atlas and the kept pages name it: "/about" for
 * "/about", "/about/", "/about.html" and "/about/index.html"; the home page is the base's folder,
 * "/" or "/fungi-atlas/".
 */
export function pageKey(pathname: string, base: string): string {
  const path = pathname.replace(/(\/index)?\.html$/, "").replace(/(.)\/$/, "$1");
  return path === base || path === "" ? `${base}/` : path;
}

/**
 * Whether a navigation fetches a page before its link is followed: Speculation Rules' prefetch,
 * which browsers mark `Sec-Purpose: prefetch` (a prerender's document, "prefetch;prerender", is
 * fetched ahead too).
 */
export const isPrefetch = (request: Request) =>
  request.headers.get("Sec-Purpose")?.split(";")[0]?.trim() === "prefetch";

/** Whether a path is a file Vite named by its content: the same name never holds other bytes. */
export const isHashedAsset = (pathname: string, base: string) =>
  pathname.startsWith(`${base}/assets/`);
