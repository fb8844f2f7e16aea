import type { Page } from "@playwright/test";
import { mostAdsInARow } from "#app/features/ads/ads-in-a-row.ts";
import { expect, sitePagesAnd404, test } from "./fixtures.ts";

/**
 * Tablets (768 to 1023 px: the edges and one between), where every slot stacks under the content,
 * and wide screens (1024 px and more), where the layout has a column beside it.
 */
const widths = [768, 900, 1023, 1024, 1280, 1920];

/**
 * What a visitor meets reading the page from top to bottom: each visible ad box, and each visible
 * piece of the page's own content (a line of text, a picture, an embedded frame), by the vertical
 * band it takes on the page. Content inside an ad box (its "Advertisement" caption, its frame) is
 * part of the box. Layers fixed or sticky on the screen (the top bar, a toast, the consent banner)
 * are not in the reading flow, and text clipped to a pixel for screen readers only (`sr-only`) is
 * not seen: neither counts as content.
 */
function readingFlow(page: Page) {
  return page.evaluate(() => {
    const adSelector = "[data-banner-id], [data-ad-script-slot]";
    const pieces: { name: string; isAd: boolean; element: Element; rect: DOMRect }[] = [];
    for (const box of document.querySelectorAll(adSelector)) {
      const name = box.getAttribute("data-banner-id") ?? "extra script";
      pieces.push({ name, isAd: true, element: box, rect: box.getBoundingClientRect() });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (!node.parentElement || !text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      pieces.push({ name: text.slice(0, 40), isAd: false, element: node.parentElement, rect });
    }
    for (const element of document.body.querySelectorAll("img, svg, iframe, video, canvas")) {
      const name = `<${element.localName}>`;
      pieces.push({ name, isAd: false, element, rect: element.getBoundingClientRect() });
    }

    const shown = pieces.filter(({ isAd, element, rect }) => {
      if (rect.width <= 1 || rect.height <= 1) return false;
      if (!isAd && element.closest(`${adSelector}, script, style, noscript, template`)) {
        return false;
      }
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (/^(fixed|sticky)$/.test(getComputedStyle(node).position)) return false;
      }
      return element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    });
    return shown.map(({ name, isAd, rect }) => ({
      name,
      isAd,
      top: rect.top + scrollY,
      bottom: rect.bottom + scrollY,
      left: rect.left,
      right: rect.right,
    }));
  });
}

/**
 * The runs of ad boxes with no content between them, each as the boxes' names, top to bottom.
 * A run stays in its column: a box continues the run of the last box above it that shares some of
 * its width, unless some content of that width lies wholly in the gap between them (below the
 * bottom of that box, above the top of this one). On one column every box shares the width; on
 * wide screens the column beside the content is read apart from it.
 */
function adRuns(flow: Awaited<ReturnType<typeof readingFlow>>): string[][] {
  type Piece = (typeof flow)[number];
  const sharesWidth = (a: Piece, b: Piece) => a.left < b.right && b.left < a.right;
  const content = flow.filter((piece) => !piece.isAd);
  const runs: { names: string[]; last: Piece }[] = [];
  for (const box of flow.filter((piece) => piece.isAd).toSorted((a, b) => a.top - b.top)) {
    const above = runs.findLast((run) => sharesWidth(run.last, box));
    const between = (item: Piece) =>
      above !== undefined && item.top >= above.last.bottom && item.bottom <= box.top;
    if (above === undefined || content.some((item) => sharesWidth(item, box) && between(item))) {
      runs.push({ names: [box.name], last: box });
    } else {
      above.names.push(box.name);
      above.last = box;
    }
  }
  return runs.map((run) => run.names);
}

for (const path of sitePagesAnd404) {
  test(`${path}: no more than ${mostAdsInARow} ad boxes in a row without content between, at every width`, async ({
    page,
    navigate,
  }) => {
    // One load, then the window widened step by step: the layout at a width is the stylesheet's,
    // and the one script that reads the width (a slot shown on wide screens only) follows it.
    await page.setViewportSize({ width: widths[0] ?? 768, height: 1000 });
    await navigate(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 1000 });
      const flow = await readingFlow(page);
      const ads = flow.filter((piece) => piece.isAd);
      // Below 1024 px the ad density may leave a short page none (ad-density.spec.ts).
      if (width >= 1024) expect(ads.length, `ad boxes shown at ${width} px`).toBeGreaterThan(0);
      expect(flow.length - ads.length, `content shown at ${width} px`).toBeGreaterThan(0);
      for (const run of adRuns(flow)) {
        expect(
          run.length,
          `ad boxes in a row at ${width} px: ${run.join(", ")}`,
        ).toBeLessThanOrEqual(mostAdsInARow);
      }
    }
  });
}
