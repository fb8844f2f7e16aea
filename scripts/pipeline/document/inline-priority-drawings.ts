import type { Root } from "hast";
import { selectAll } from "hast-util-select";
import { h } from "hastscript";
import svgToDataUri from "mini-svg-data-uri";
import type { SiteFiles } from "./document-step.ts";
import { priorityImagePreloads } from "./react-router-markup.ts";
import { removeElement, replaceElement } from "./tree.ts";

const isSvg = (path: string) => path.toLowerCase().endsWith(".svg");

/**
 * Puts the drawings of the page's first view (the home hero, the coming-soon sprout, the 404
 * mushroom: the SVG images marked `fetchPriority="high"`) into the HTML itself, as a data URI, so
 * that it paints in the same frame as the text instead of a round trip later. React's preload of
 * the file becomes a render-blocking `<link rel="expect">` of the image: a parser that yields
 * before reaching it (a busy phone) would otherwise let the browser paint the text above it a
 * frame early (Chromium; other browsers ignore the link). The markup is the pre-rendered page's
 * only: React leaves an attribute it finds different alone when it hydrates, and a client-side
 * navigation shows the cached file.
 */
export function inlinePriorityDrawings(tree: Root, site: SiteFiles): void {
  for (const [index, preload] of priorityImagePreloads(tree).entries()) {
    const path = String(preload.properties.href);
    if (!isSvg(path)) continue;
    const images = selectAll("img[src]", tree).filter((image) => image.properties.src === path);
    const [first] = images;
    if (first === undefined) {
      removeElement(tree, preload);
      continue;
    }
    first.properties.id ??= `first-view-drawing-${index + 1}`;
    replaceElement(tree, preload, [
      h("link", { rel: "expect", href: `#${String(first.properties.id)}`, blocking: "render" }),
    ]);
    const dataUri = svgToDataUri(site.readText(path));
    for (const image of images) image.properties.src = dataUri;
  }
}

/**
 * Puts the tab icon into the page as a data URI. Chrome asks for a linked icon file as soon as the
 * load event has fired, which on these pages comes just before the first frame, and Lighthouse's
 * simulated LCP counts every request that ended before the largest paint (ADR 012). The icon files
 * that other readers want (Apple's touch icon, which Google Search also reads, and /favicon.ico)
 * stay files.
 */
export function inlineTabIcon(tree: Root, site: SiteFiles): void {
  for (const icon of selectAll('link[rel="icon"][href]', tree)) {
    const path = String(icon.properties.href);
    if (isSvg(path)) icon.properties.href = svgToDataUri(site.readText(path));
  }
}
