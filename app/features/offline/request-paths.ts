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

/** Whether a request is for React Router's data of a page: "/about.data", the home's "/_.data". */
export const isRouteData = (pathname: string) => pathname.endsWith(".data");

/**
 * The address of the page whose data React Router asks for: "/about.data?_routes=a" is "/about",
 * "/_.data" the home page; other parameters stay, as they were the page's.
 */
export function dataTarget(url: URL): URL {
  const target = new URL(url);
  // A path that ends with a slash has its data at "_.data" beside it.
  target.pathname = url.pathname.replace(/(?<=\/)_\.data$|\.data$/, "");
  target.searchParams.delete("_routes");
  return target;
}

/** Whether a path is a file Vite named by its content: the same name never holds other bytes. */
export const isHashedAsset = (pathname: string, base: string) =>
  pathname.startsWith(`${base}/assets/`);

/**
 * React Router's answer to a data request that makes it load the page as a document instead: a
 * redirect to the page itself, with its "reload the document" header (its single-fetch protocol,
 * as a server's `redirectDocument()` sends it). The worker answers so when the data must not come
 * from where the page's scripts came from: the page then comes whole, from the saved atlas, the
 * network or the offline page.
 */
export const reloadDocument = (target: URL) =>
  new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": target.href, "X-Remix-Reload-Document": "true" },
  });
