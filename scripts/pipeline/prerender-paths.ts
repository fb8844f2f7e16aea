import { laterKeyPaths } from "#app/features/identify/key-species.server.ts";
import { laterCreditsPaths } from "#app/lib/content/credits.server.ts";
import type { ContentIndex } from "#app/lib/content/content.server.ts";
import { laterDirectoryPaths } from "#app/lib/content/page-directory.server.ts";
import { laterListingPaths } from "#app/lib/content/section-listings.server.ts";
import { filePaths, pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";

/**
 * Every path the build pre-renders but the 404 page: the route table's pages, the sections',
 * the key's, /search's and /credits' later pages, each article, and the resource routes' files
 * (sitemap.xml). React Router requires a page with a loader to be among them when there is no
 * server: the site's config and the bench's SPA twin both build from this list.
 */
export function prerenderPaths(content: ContentIndex): string[] {
  const pages = pagePaths(routes);
  return [
    ...pages,
    ...laterListingPaths(content),
    // /search's later pages: not in the sitemap nor the search index, as /search is not.
    ...laterDirectoryPaths(content, pages),
    // The key's later pages: not in the sitemap nor the search index, lists of what those hold.
    ...laterKeyPaths(content),
    // /credits' later pages, when its photos take more than one.
    ...laterCreditsPaths(content.articles),
    ...content.articles.map((article) => article.path),
    ...filePaths(routes),
  ];
}
