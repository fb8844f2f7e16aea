import type { Config } from "@react-router/dev/config";
import { filePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";

/**
 * The React Router config of the site's "SPA twin": the same app as a client-rendered SPA, what
 * most React sites ship, which `npm run bench` builds from a copy of the project to compare
 * against. Its pages are one client-rendered shell (index.html); only the resource routes' files,
 * which a client-rendered site would ship as files too, are pre-rendered (resource routes need it).
 */
export default { ssr: false, prerender: filePaths(routes) } satisfies Config;
