import type { Config } from "@react-router/dev/config";
import { filePaths, pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";

/**
 * The React Router config of the site's "SPA twin": the same app as a client-rendered SPA, what
 * most React sites ship, which `npm run bench` builds from a copy of the project to compare
 * against. Its pages are one client-rendered shell (index.html, since "/" is not pre-rendered).
 * The other pages are pre-rendered only for their loaders' data files (about.data), which the
 * shell fetches as an SPA fetches its API, and the resource routes for their files; the bench
 * deletes their HTML (`buildSpa`).
 */
export default {
  ssr: false,
  prerender: [...pagePaths(routes).filter((path) => path !== "/"), ...filePaths(routes)],
} satisfies Config;
