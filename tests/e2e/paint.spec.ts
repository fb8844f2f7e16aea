import { expect, narrow, sitePagesAnd404, test, unknownPath } from "./fixtures.ts";

/**
 * The order of a first visit on a phone, which the Lighthouse numbers in docs/benchmarks.md rest
 * on: the pre-rendered page is on screen before any script is fetched, and the largest thing it
 * paints arrives as early as the stylesheet does.
 */
test.use({ viewport: narrow });

for (const path of sitePagesAnd404) {
  test(`${path} is on screen before any of its scripts is fetched`, async ({ page, navigate }) => {
    await navigate(path);
    const { firstContentfulPaint, scriptFetchStarts } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scriptFetchStarts: performance
        .getEntriesByType("resource")
        .filter(({ name }) => name.startsWith(location.origin) && name.endsWith(".js"))
        .map(({ startTime }) => startTime),
    }));

    expect(firstContentfulPaint, "the page painted").toBeGreaterThan(0);
    expect(scriptFetchStarts.length, "the page hydrated from its own scripts").toBeGreaterThan(0);
    expect(Math.min(...scriptFetchStarts)).toBeGreaterThanOrEqual(firstContentfulPaint ?? 0);
  });
}

for (const { path, drawing } of [
  { path: "/", drawing: "hero-scene" },
  { path: unknownPath, drawing: "lost-mushroom" },
] as const) {
  test(`${path}: its drawing, the largest paint, is fetched at high priority`, async ({
    page,
    navigate,
  }) => {
    await navigate(path);
    const largestPaint = await page.evaluate(
      () =>
        new Promise<{ src: string | null; fetchPriority: string | null; decoding: string | null }>(
          (resolve) => {
            new PerformanceObserver((entries) => {
              const element = (entries.getEntries().at(-1) as LargestContentfulPaint).element;
              resolve({
                src: element?.getAttribute("src") ?? null,
                fetchPriority: element?.getAttribute("fetchpriority") ?? null,
                decoding: element?.getAttribute("decoding") ?? null,
              });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          },
        ),
    );

    expect(largestPaint.src).toContain(`/assets/${drawing}-`);
    expect(largestPaint.fetchPriority).toBe("high");
    // Decoded off the main thread, it could appear a frame after the text around it.
    expect(largestPaint.decoding).not.toBe("async");
  });
}
