import type { Config } from "@react-router/dev/config";
import { contentOptions } from "#app/content-options.ts";
import { loadContent } from "#app/lib/content/content.server.ts";
import { showsAds } from "#scripts/pipeline/build-constants.ts";
import { checkedSiteConfig } from "#scripts/pipeline/checked-site-config.ts";
import { prerenderPaths } from "#scripts/pipeline/prerender-paths.ts";

/**
 * The React Router config of the site's "SPA twin": the same app as a client-rendered SPA, what
 * most React sites ship, which `npm run bench` builds from a copy of the project to compare
 * against. Its pages are one client-rendered shell (the SPA fallback, which the bench makes its
 * index.html). Every page with a loader is pre-rendered as the site's are, which React Router
 * requires without a server, for its data file (about.data), which the shell fetches as an SPA
 * fetches its API; the bench deletes their HTML (`buildSpa`).
 */
const settings = await checkedSiteConfig();

export default {
  ssr: false,
  splitRouteModules: false,
  prerender: prerenderPaths(
    await loadContent({
      includeDrafts: false,
      showsAds: showsAds(settings),
      ...contentOptions(settings),
    }),
    settings,
  ),
} satisfies Config;
