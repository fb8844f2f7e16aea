import { siteConfig } from "#app/config/site.ts";

/** /robots.txt, pre-rendered: everything may be crawled; the sitemap lists the pages. */
export function loader() {
  const text = `User-agent: *
Allow: /

Sitemap: ${new URL("/sitemap.xml", siteConfig.url).href}
`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
