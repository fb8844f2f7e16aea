import { siteConfig } from "#app/config/site.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";

/** /sitemap.xml, pre-rendered: every page of the route table, by absolute URL (not the 404). */
export function loader() {
  const urls = pagePaths(routes)
    .map((path) => `  <url><loc>${new URL(path, siteConfig.url).href}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
