import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fromHtml } from "hast-util-from-html";
import type { ConfigWithAds } from "./ads.schema.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";
import { estimatedContentHeight, estimatedWidths, slotsWithinDensity } from "./density-estimate.ts";
import { narrowSlots } from "./use-page-ads.ts";

/** The built file of a page that has slots: "/" is index.html, "/404" the 404 page. */
const fileOf = (page: string) =>
  page === "/" ? "index.html" : page === notFoundPage ? "404.html" : `${page.slice(1)}.html`;

/**
 * A line for each page and narrow width where the configured banners would take more than the ad
 * density allows, naming the banners a visitor's browser will leave out there (the lowest first).
 */
export async function adDensityWarnings(site: string, { ads }: ConfigWithAds): Promise<string[]> {
  const warnings: string[] = [];
  for (const [page, slots] of Object.entries(ads.slots)) {
    const banners = narrowSlots(slots);
    if (banners.length === 0) continue;
    const html = await readFile(join(site, fileOf(page)), "utf8").catch(() => undefined);
    if (html === undefined) continue;
    const tree = fromHtml(html);
    for (const width of estimatedWidths) {
      const content = estimatedContentHeight(tree, width);
      // The extra ad script's slot is kept first; then the banners, from the top.
      const shown = slotsWithinDensity(content, [250, ...banners.map((slot) => slot.minHeight)]);
      const dropped = banners.slice(Math.max(0, shown - 1)).map((slot) => slot.bannerId);
      if (dropped.length === 0) continue;
      warnings.push(
        `siteConfig.ads.slots["${page}"]: at ${width} px the page's content is about ${Math.round(content)} px tall, so banner ${dropped.join(", ")} ${dropped.length === 1 ? "is" : "are"} not shown there${shown === 0 ? ", nor the extra ad script's slot" : ""}: the ads would take more than 30 % of the page.`,
      );
    }
  }
  return warnings;
}
