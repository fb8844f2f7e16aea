import svgToDataUri from "mini-svg-data-uri";
import { escapeAttribute } from "#app/lib/html.ts";
import type { SiteFiles } from "./html-pipeline.ts";

/** React's preload of an image marked `fetchPriority="high"`, which it writes into the head. */
const imagePreload = /<link rel="preload" as="image" href="([^"]+\.svg)" fetchPriority="high"\/>/gi;

/**
 * Puts the drawings of the page's first view (the home hero, the coming-soon sprout, the 404
 * mushroom: the SVG images marked `fetchPriority="high"`) into the HTML itself, as a data URI, so that it paints in the same frame
 * as the text instead of a round trip later, and drops React's preload of the file. The markup is
 * the pre-rendered page's only: React leaves an attribute it finds different alone when it hydrates,
 * and a client-side navigation shows the cached file. The JavaScript does not grow by a byte.
 */
export function inlinePriorityDrawings(html: string, site: SiteFiles): string {
  const drawings = [...html.matchAll(imagePreload)].map(([, path = ""]) => path);
  return drawings.reduce(
    (page, path) =>
      page.replaceAll(
        `src="${path}"`,
        `src="${escapeAttribute(svgToDataUri(site.readText(path)))}"`,
      ),
    html.replaceAll(imagePreload, ""),
  );
}
