/**
 * A path of the site as the browser requests it: under the path the site is served at (Vite's
 * `base`, made from `siteConfig.url`), "/feed.xml" -> "/fungi-atlas/feed.xml". React Router's links
 * get that from its `basename`; this is for the rest (the head's links, plain anchors, the ad
 * frames, canonical URLs). Vite writes `import.meta.env.BASE_URL` into the app's code when it
 * builds it, so a site at the root of its origin gets `path` as it is, and not a byte more of
 * JavaScript. Build scripts, which run without Vite, use site-url.ts instead.
 */
export const withBase = (path: string) => {
  // Outside Vite (the e2e tests import app modules in Node) there is no env: the root.
  const base = import.meta.env?.BASE_URL ?? "/";
  return base === "/" ? path : base + path.slice(1);
};
