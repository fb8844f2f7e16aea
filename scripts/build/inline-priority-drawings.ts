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
    (page, path) => page.replaceAll(`src="${path}"`, `src="${svgFileAsAttribute(path, site)}"`),
    html.replaceAll(imagePreload, ""),
  );
}

/** The tab icon's link as React writes it from the root route's `links`. */
const tabIcon = /<link rel="icon" href="([^"]+\.svg)"/g;

/**
 * Puts the tab icon into the page as a data URI. Chrome asks for a linked icon file as soon as the
 * load event has fired, which on these pages comes just before the first frame, and Lighthouse's
 * simulated LCP counts every request that ended before the largest paint (ADR 012). The icon files
 * that other readers want (Apple's touch icon, which Google Search also reads, and /favicon.ico)
 * stay files.
 */
export function inlineTabIcon(html: string, site: SiteFiles): string {
  return html.replaceAll(
    tabIcon,
    (_link, path: string) => `<link rel="icon" href="${svgFileAsAttribute(path, site)}"`,
  );
}

/** The SVG file at `path` of the site as a data URI, escaped for an attribute value. */
function svgFileAsAttribute(path: string, site: SiteFiles): string {
  return escapeAttribute(svgToDataUri(site.readText(path)));
}
