import { siteConfig } from "#app/config/site.ts";

/** Values fixed when the site is built, for vite.config.ts and vitest.config.ts alike (`define`). */
export const buildConstants = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  // A constant, so that a site without analytics ships none of its code (app/components/analytics/).
  __ANALYTICS_ON__: JSON.stringify(siteConfig.analytics !== undefined),
};
