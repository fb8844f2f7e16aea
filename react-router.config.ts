import { rename, rm } from "node:fs/promises";
import type { Config } from "@react-router/dev/config";
import { parseSiteConfig } from "./app/config/site.schema.ts";
import { siteConfig } from "./app/config/site.ts";
import { pagePaths } from "./app/lib/page-paths.ts";
import routes from "./app/routes.ts";
import { hydrateAfterFirstPaint } from "./scripts/hydrate-after-first-paint.ts";
import { precompress } from "./scripts/precompress.ts";

const pages = pagePaths(routes);

// Fail the build (and the dev server) on a wrong setting, naming the field.
parseSiteConfig(siteConfig, pages);

const buildDirectory = "build";
/** The deployable site: what goes to the static host. */
const deployDirectory = "dist";

const siteConfigForBuild = {
  ssr: false,
  buildDirectory,
  // "/404" is matched by the catch-all route; it becomes dist/404.html, which static hosts serve
  // with a 404 status for every unknown path.
  prerender: [...pages, "/404"],
  async buildEnd() {
    const site = `${buildDirectory}/client`;
    await rename(`${site}/404/index.html`, `${site}/404.html`);
    // Every path is pre-rendered, so nothing serves the SPA fallback; /404 itself is not a page.
    await rm(`${site}/404`, { recursive: true });
    await rm(`${site}/__spa-fallback.html`);
    await hydrateAfterFirstPaint(site);
    await precompress(site);
    await rm(deployDirectory, { recursive: true, force: true });
    await rename(site, deployDirectory);
    await rm(buildDirectory, { recursive: true });
  },
} satisfies Config;

/** Set by `npm run bench` only: the same app as a client-rendered SPA, to compare against. */
const spaBuildDirectory = process.env.FUNGI_ATLAS_SPA_BUILD;

export default spaBuildDirectory
  ? ({ ssr: false, buildDirectory: spaBuildDirectory } satisfies Config)
  : siteConfigForBuild;
