import { rename, rm, writeFile } from "node:fs/promises";
import type { SiteConfig } from "#app/config/site.schema.ts";
import type { ContentIndex } from "#app/lib/content/content.server.ts";
import { feedPath } from "#app/lib/content/feed-path.ts";
import { atomFeed } from "#app/lib/content/feed.server.ts";
import { writeContentImages } from "#app/lib/content/images.server.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";
import { writeBrandImages } from "./brand-images.ts";
import { finishDocuments } from "./html-pipeline.ts";
import { precompress } from "./precompress.ts";
import { writeHeaderFiles } from "./security-headers.ts";

/** Where React Router built the site, and where the deployable site goes. */
interface BuildFolders {
  /** React Router's `buildDirectory`: the site is in its `client/` folder. */
  buildDirectory: string;
  /** The deployable site: what goes to the static host. */
  deployDirectory: string;
  /** The files the resource routes serve, e.g. "/sitemap.xml". */
  resourceFiles: readonly string[];
}

/**
 * Turns React Router's pre-rendered output into the deployable site (`buildEnd`). Each step works
 * on what the one before it wrote: the HTML pass sees the final set of pages, the header files
 * take the policies that pass worked out, and the compression comes last, of the final files.
 * The content's files (images, share cards, feed) come from the same index the pages were
 * rendered from, not from another pass over the built pages.
 */
export async function finishBuild(
  config: SiteConfig,
  content: ContentIndex,
  { buildDirectory, deployDirectory, resourceFiles }: BuildFolders,
): Promise<void> {
  const site = `${buildDirectory}/client`;
  await tidyReactRouterOutput(site, resourceFiles);
  await writeContentImages(site, content.images);
  await writeBrandImages(site, config, content.articles);
  await writeFile(`${site}${feedPath}`, atomFeed(content, config));
  const documents = await finishDocuments(site, config);
  await writeHeaderFiles(site, documents);
  await precompress(site);
  await rm(deployDirectory, { recursive: true, force: true });
  await rename(site, deployDirectory);
  await rm(buildDirectory, { recursive: true });
}

async function tidyReactRouterOutput(site: string, resourceFiles: readonly string[]) {
  // Static hosts serve 404.html with a 404 status for every unknown path.
  await rename(`${site}${notFoundPage}/index.html`, `${site}${notFoundPage}.html`);
  // Every path is pre-rendered, so nothing serves the SPA fallback; /404 itself is not a page.
  await rm(`${site}${notFoundPage}`, { recursive: true });
  await rm(`${site}/__spa-fallback.html`);
  // The resource routes' files are fetched by crawlers and browsers, never by client navigation.
  await Promise.all(resourceFiles.map((file) => rm(`${site}${file}.data`)));
}
