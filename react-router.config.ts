import type { Config } from "@react-router/dev/config";
import { placeholderWarnings } from "./app/config/placeholders.ts";
import { parseSiteConfig } from "./app/config/site.schema.ts";
import { siteConfig } from "./app/config/site.ts";
import { filePaths, notFoundPage, pagePaths } from "./app/lib/page-paths.ts";
import routes from "./app/routes.ts";
import { finishBuild } from "./scripts/build/finish-build.ts";

const pages = pagePaths(routes);

// Fail the build (and the dev server) on a wrong setting, naming the field.
const config = parseSiteConfig(siteConfig, pages);
const files = filePaths(routes);

const buildDirectory = "build";

export default {
  ssr: false,
  buildDirectory,
  // notFoundPage ("/404") is matched by the catch-all route; it becomes dist/404.html, which static hosts serve
  // with a 404 status for every unknown path.
  // The resource routes' files (sitemap.xml) are written too.
  prerender: [...pages, notFoundPage, ...files],
  buildEnd() {
    // The site works on the shipped placeholders, but an owner must know what is left to set.
    for (const warning of placeholderWarnings(config)) console.warn(`Warning: ${warning}`);
    return finishBuild(config, { buildDirectory, deployDirectory: "dist", resourceFiles: files });
  },
} satisfies Config;
