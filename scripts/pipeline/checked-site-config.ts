import { parseSiteConfig } from "../../app/checks/site-config.schema.ts";
import type { SiteConfig } from "../../app/config/site-config.ts";
import { siteConfig } from "../../app/config/site.ts";
import { exitOnOwnerError } from "../../app/lib/owner-error.ts";
import { pagePaths } from "../../app/lib/page-paths.ts";
import routes from "../../app/routes.ts";

/**
 * The owner's settings, checked: the first thing vite.config.ts and react-router.config.ts do, and
 * what the scripts (`npm start`, the screenshots, the bench) start from. The build's one reader of
 * app/config/site.ts: its steps receive the result as an argument (the app's one reader is
 * app/root.tsx; docs/decisions/034-settings-flow-down-as-values.md).
 * A wrong value of any type stops the build here with the owner's list. Only this module's own
 * imports (the schema, the features' schemas, the route table) load before it, and none of them
 * reads a setting as it loads: the property test (app/checks/site-config.property.test.ts) loads
 * vite.config.ts with wrong values to keep it so.
 */
export async function checkedSiteConfig(): Promise<SiteConfig> {
  try {
    return parseSiteConfig(siteConfig, pagePaths(routes));
  } catch (error) {
    return exitOnOwnerError(error);
  }
}
