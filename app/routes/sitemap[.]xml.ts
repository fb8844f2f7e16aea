import { loaderSettings } from "#app/config/settings.server.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteFeatures } from "#app/features/index.ts";
import { siteContent } from "#app/site-content.server.ts";
import { indexedPagePaths } from "#app/lib/content/sections.server.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import { laterListingPages } from "#app/paged-listing-paths.server.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import routes from "#app/routes.ts";
import type { Route } from "./+types/sitemap[.]xml";

/** One page's entry, with the day it last changed when known (YYYY-MM-DD). */
const entry = (settings: SiteConfig, path: string, lastModified?: string) =>
  `  <url><loc>${absoluteUrl(path, settings.url)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`;

/**
 * /sitemap.xml, pre-rendered: every page of the route table, by absolute URL (not the 404, the
 * search page, nor a section with nothing to read yet), the paged listings' later pages that are
 * meant for search engines (the sections', the features' that say so),
 * then every article with the day it last changed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = loaderSettings(context);
  const content = await siteContent(settings);
  const pages = pagePaths(routes);
  const urls = [
    ...indexedPagePaths(pages, content).map((path) => entry(settings, path)),
    ...laterListingPages(content, pages, siteFeatures, settings, { sitemap: true }).map((path) =>
      entry(settings, path),
    ),
    ...content.articles.map((article) =>
      entry(settings, article.path, article.updated ?? article.published),
    ),
  ].join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
