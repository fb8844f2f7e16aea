import type { Config } from "@react-router/dev/config";
import { buildWarnings } from "../../app/checks/build-warnings.ts";
import { contentOptions } from "../../app/content-options.ts";
import { hasArticleFiles } from "../../app/lib/content/article-files.ts";
import { ContentError, loadContent } from "../../app/lib/content/content.server.ts";
import { RenderCache } from "../../app/lib/content/render-cache.server.ts";
import { indexedPagePaths } from "../../app/lib/content/sections.server.ts";
import { exitOnOwnerError } from "../../app/lib/owner-error.ts";
import { notFoundPage, pagePaths } from "../../app/lib/page-paths.ts";
import { basePath } from "../../app/lib/site-url.ts";
import routes from "../../app/routes.ts";
import { showsAds } from "./build-constants.ts";
import { finishBuild } from "./finish-build.ts";
import { prerenderPaths } from "./prerender-paths.ts";
import type { SiteConfig } from "../../app/config/site-config.ts";

const pages = pagePaths(routes);

async function loadOwnerInputs(parsedConfig: SiteConfig) {
  // Drafts are not built. Renderings of text since changed or deleted are pruned; the
  // pre-rendering's own read of the content finds the others kept.
  const renderCache = new RenderCache();
  const index = await loadContent({
    includeDrafts: false,
    renderCache,
    showsAds: showsAds(parsedConfig),
    ...contentOptions(parsedConfig),
  });
  await renderCache.pruneUnused();
  if (hasArticleFiles() && index.articles.length === 0) {
    throw new ContentError([
      "content/: every article is a draft; publish one (remove `draft: true`) or build without them",
    ]);
  }
  return { config: parsedConfig, content: index };
}

const buildDirectory = "build";

/**
 * React Router's configuration for the build, from the checked settings (react-router.config.ts).
 * It stops the build (and the dev server) on a wrong content file, naming each problem.
 */
export async function reactRouterBuildConfig(checked: SiteConfig): Promise<Config> {
  const { config, content } = await loadOwnerInputs(checked).catch(exitOnOwnerError);
  return {
    ssr: false,
    splitRouteModules: false,
    // "/" at the root of the site's origin; "/fungi-atlas/" for https://user.github.io/fungi-atlas/.
    // Vite's `base` is the same (vite.config.ts): the pages and the assets are all there.
    basename: `${basePath(config.url)}/`,
    buildDirectory,
    // notFoundPage ("/404") is matched by the catch-all route; it becomes dist/404.html, which static hosts serve
    // with a 404 status for every unknown path.
    // The resource routes' files (sitemap.xml) are written too.
    prerender: [...prerenderPaths(content, config), notFoundPage],
    buildEnd() {
      // The site works on the shipped placeholders, but an owner must know what is left to set,
      // and where their banners would crowd the page.
      for (const warning of [...buildWarnings(config), ...content.warnings]) {
        console.warn(`Warning: ${warning}`);
      }
      return finishBuild(config, content, {
        buildDirectory,
        deployDirectory: "dist",
        searchPages: [
          ...indexedPagePaths(pages, content),
          ...content.articles.map((article) => article.path),
        ],
      });
    },
  };
}
