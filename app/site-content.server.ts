import type { SiteConfig } from "./config/site-config.ts";
import { contentOptions } from "./content-options.ts";
import { ContentError, type ContentIndex, loadContent } from "./lib/content/content.server.ts";
import { readWhenChanged } from "./lib/content/read-when-changed.server.ts";
import { RenderCache } from "./lib/content/render-cache.server.ts";

let cachedContent: Promise<ContentIndex> | undefined;
// The dev server reads the content again after each edit: the renderings stay in memory too.
const renderCache = new RenderCache(undefined, { inMemory: import.meta.env.DEV });

/**
 * The site's content, for the routes' loaders and resource routes, read with the settings they
 * pass (`loaderSettings(context)`, the same object for the whole build). Read once per build; in
 * `npm run dev` read again once a file under content/ changed, drafts included, and a broken
 * article is left out (its problems printed as it is read, and shown at its path) while the
 * others are served.
 */
export async function siteContent(settings: SiteConfig): Promise<ContentIndex> {
  if (import.meta.env.DEV) {
    return readWhenChanged(async () => {
      const content = await loadContent({
        includeDrafts: true,
        renderCache,
        leaveOutBroken: true,
        ...contentOptions(settings),
      });
      if (content.problems.length > 0) console.error(new ContentError(content.problems).message);
      return content;
    });
  }
  cachedContent ??= loadContent({
    includeDrafts: false,
    renderCache,
    ...contentOptions(settings),
  });
  return cachedContent;
}
