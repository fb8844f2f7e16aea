import { rename, rm } from "node:fs/promises";
import type { Config } from "@react-router/dev/config";
import { parseSiteConfig } from "./app/config/site.schema.ts";
import { siteConfig } from "./app/config/site.ts";
import { filePaths, notFoundPage, pagePaths } from "./app/lib/page-paths.ts";
import routes from "./app/routes.ts";
import { writeBrandImages } from "./scripts/build/brand-images.ts";
import { hydrateAfterFirstPaint } from "./scripts/build/hydrate-after-first-paint.ts";
import { precompress } from "./scripts/build/precompress.ts";
import { writeSecurityHeaders } from "./scripts/build/security-headers.ts";

const pages = pagePaths(routes);

// Fail the build (and the dev server) on a wrong setting, naming the field.
const config = parseSiteConfig(siteConfig, pages);
const files = filePaths(routes);

const buildDirectory = "build";
/** The deployable site: what goes to the static host. */
const deployDirectory = "dist";

const staticSiteBuild = {
  ssr: false,
  buildDirectory,
  // notFoundPage ("/404") is matched by the catch-all route; it becomes dist/404.html, which static hosts serve
  // with a 404 status for every unknown path.
  // The resource routes' files (sitemap.xml, robots.txt, the web app manifest) are written too.
  prerender: [...pages, notFoundPage, ...files],
  async buildEnd() {
    const site = `${buildDirectory}/client`;
    await rename(`${site}${notFoundPage}/index.html`, `${site}${notFoundPage}.html`);
    // Every path is pre-rendered, so nothing serves the SPA fallback; /404 itself is not a page.
    await rm(`${site}${notFoundPage}`, { recursive: true });
    await rm(`${site}/__spa-fallback.html`);
    // The resource routes' files are fetched by crawlers and browsers, never by client navigation.
    await Promise.all(files.map((file) => rm(`${site}${file}.data`)));
    await hydrateAfterFirstPaint(site);
    await writeBrandImages(site, config);
    // Last change to the HTML: the policy allows the built pages' inline scripts by hash.
    await writeSecurityHeaders(site, config);
    await precompress(site);
    await rm(deployDirectory, { recursive: true, force: true });
    await rename(site, deployDirectory);
    await rm(buildDirectory, { recursive: true });
  },
} satisfies Config;

/** Set by `npm run bench` only: the same app as a client-rendered SPA, to compare against. */
const spaBuildDirectory = process.env.FUNGI_ATLAS_SPA_BUILD;

// Its pages are one client-rendered shell (index.html); only the resource routes' files, which a
// client-rendered site would ship as files too, are pre-rendered (resource routes need it).
export default spaBuildDirectory
  ? ({ ssr: false, buildDirectory: spaBuildDirectory, prerender: files } satisfies Config)
  : staticSiteBuild;
