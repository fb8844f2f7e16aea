import type { SiteConfig } from "#app/config/site-config.ts";
import { siteFeatures } from "#app/features/index.ts";
import type { ContentIndex } from "#app/lib/content/content.server.ts";
import { laterListingPages } from "#app/paged-listing-paths.server.ts";
import { filePaths, pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";

/**
 * Every path the build pre-renders but the 404 page: the route table's pages, the paged
 * listings' later pages (the core's and the features'), each article, and the resource routes' files
 * (sitemap.xml). React Router requires a page with a loader to be among them when there is no
 * server: the site's config and the bench's SPA twin both build from this list.
 */
export function prerenderPaths(content: ContentIndex, settings: SiteConfig): string[] {
  const pages = pagePaths(routes);
  return [
    ...pages,
    // The paged listings' later pages (app/paged-listings.ts), the features' among them.
    ...laterListingPages(content, pages, siteFeatures, settings),
    ...content.articles.map((article) => article.path),
    ...filePaths(routes),
  ];
}
