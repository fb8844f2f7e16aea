import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import type { Page } from "@playwright/test";
import {
  expect,
  isSameDocument,
  markDocument,
  narrow,
  recordRequests,
  sitePagesAnd404,
  test,
  unknownPath,
} from "./fixtures.ts";

/**
 * The order of a first visit on a phone, which the Lighthouse numbers in docs/benchmarks.md rest
 * on: the pre-rendered page paints from its HTML alone, its styles in it, before any script is
 * fetched, and the largest thing it paints comes in the page too.
 */
test.use({ viewport: narrow });

/** Every stylesheet the page asks for from now on, whatever asks (a link, a script). */
const stylesheetRequests = (page: Page) =>
  recordRequests(
    page,
    (request) =>
      request.resourceType() === "stylesheet" || new URL(request.url()).pathname.endsWith(".css"),
  );

/** How many style elements of the head hold the site's stylesheet (sonner adds one of its own). */
const siteStyleElements = (page: Page) =>
  page.evaluate(
    () =>
      [...document.head.querySelectorAll("style")].filter((style) =>
        style.textContent.includes("--color-paper:"),
      ).length,
  );

/** The light theme's paper (app/app.css), not the browser's white: the site's styles apply. */
const paper = "rgb(250, 246, 238)";

for (const path of sitePagesAnd404) {
  test(`${path} has its styles in its HTML: no stylesheet is fetched, before or after hydration`, async ({
    page,
    navigate,
  }) => {
    const stylesheets = stylesheetRequests(page);
    await navigate(path);
    // Hydrated, and what loads on demand after it (the toast, the tooltips) has arrived: Vite's
    // loader of such chunks would ask for their stylesheet too if they had one.
    await page.waitForLoadState("networkidle");

    await expect(page.locator("body")).toHaveCSS("background-color", paper);
    expect(await siteStyleElements(page), "the site's styles, once").toBe(1);
    expect(stylesheets.map((request) => request.url())).toEqual([]);
  });
}

test("a client-side navigation keeps the styles and fetches no stylesheet", async ({
  page,
  navigate,
}) => {
  const stylesheets = stylesheetRequests(page);
  await navigate("/");
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Mushrooms");
  expect(await isSameDocument(page), "React Router showed the page, no page load").toBe(true);
  await expect(page.locator("body")).toHaveCSS("background-color", paper);
  expect(await siteStyleElements(page), "the site's styles, once").toBe(1);
  expect(stylesheets.map((request) => request.url())).toEqual([]);
});

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

for (const path of sitePagesAnd404) {
  test(`${path}: no third party (ads, feed, form, form script) is asked for before the first paint`, async ({
    page,
    navigate,
  }) => {
    const answered = await stubThirdParties(page);
    const thirdPartyRequests = recordRequests(
      page,
      (request) => new URL(request.url()).origin !== new URL(page.url()).origin,
      { finished: true },
    );
    await navigate(path);
    // Scrolled through, so that every ad slot and frame of the page has been asked for.
    await page.evaluate(async () => {
      for (let top = 0; top < document.body.scrollHeight; top += innerHeight / 2) {
        scrollTo(0, top);
        await new Promise(requestAnimationFrame);
      }
    });
    await expect.poll(() => Object.values(answered).flat().length).toBeGreaterThan(0);
    await expect.poll(() => thirdPartyRequests.length).toBeGreaterThan(0);
    const firstPaint = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity),
    );
    expect(
      Math.min(...thirdPartyRequests.map((request) => request.timing().startTime)),
    ).toBeGreaterThanOrEqual(firstPaint);
  });
}

for (const path of sitePagesAnd404) {
  test(`${path}: its HTML gives the browser no icon or manifest file to fetch before the first paint`, async ({
    page,
    navigate,
    request,
  }) => {
    // Chrome asks for linked icon and manifest files once the load event has fired, just before
    // the first frame, and Lighthouse's LCP counts them (ADR 012).
    const html = await (await request.get(path)).text();
    await navigate(path);
    const asServed = await page.evaluate((text) => {
      // Parsed as a browser with JavaScript parses it: the content of a <noscript> is text.
      const head = new DOMParser().parseFromString(
        text.replaceAll(/<noscript>[\s\S]*?<\/noscript>/g, ""),
        "text/html",
      ).head;
      return {
        icons: [...head.querySelectorAll('link[rel~="icon"]')].map((link) =>
          link.getAttribute("href"),
        ),
        manifests: head.querySelectorAll('link[rel="manifest"]').length,
      };
    }, html);
    expect(asServed.icons).toHaveLength(1);
    expect(asServed.icons[0]).toMatch(/^data:image\/svg\+xml,/);
    expect(asServed.manifests).toBe(0);
    // Linked once hydrated: the home screen still gets the site's name and icons.
    await expect(page.locator('head > link[rel="manifest"]')).toHaveCount(1);
    // Hydration keeps the page's icon and adds no link to the file.
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute(
      "href",
      asServed.icons[0] ?? "",
    );
  });
}

const firstViewDrawings = [
  { path: "/", drawing: "hero-scene", width: "400", largestPaint: true },
  { path: unknownPath, drawing: "lost-mushroom", width: "240", largestPaint: true },
  // Beside the heading of every section not written yet: the text around it is the larger paint.
  ...(["/about", "/types", "/culture"] as const).map((path) => ({
    path,
    drawing: "sprouting-mushroom",
    width: "160",
    largestPaint: false,
  })),
] as const;

for (const { path, drawing, width, largestPaint } of firstViewDrawings) {
  test(`${path}: its first view's drawing comes in the page and paints with the text`, async ({
    page,
    navigate,
  }) => {
    const drawingRequests = recordRequests(page, (request) =>
      request.url().includes(`/assets/${drawing}-`),
    );
    await navigate(path);
    const drawingImage = page.locator(`main img[width="${width}"]`);
    await expect(drawingImage).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    // Decoded off the main thread, it could appear a frame after the text around it.
    await expect(drawingImage).not.toHaveAttribute("decoding", "async");
    await expect(drawingImage).toHaveJSProperty("complete", true);

    if (largestPaint) {
      const paints = await page.evaluate(
        () =>
          new Promise<{ src: string | null; largestPaintAt: number; firstPaintAt: number }>(
            (resolve) => {
              new PerformanceObserver((entries) => {
                const largest = entries.getEntries().at(-1) as LargestContentfulPaint;
                resolve({
                  src: largest.element?.getAttribute("src") ?? null,
                  largestPaintAt: largest.startTime,
                  firstPaintAt:
                    performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
                });
              }).observe({ type: "largest-contentful-paint", buffered: true });
            },
          ),
      );
      expect(paints.src, "the drawing is the largest paint").toBe(
        await drawingImage.getAttribute("src"),
      );
      expect(paints.largestPaintAt, "painted in the frame of the first text").toBe(
        paints.firstPaintAt,
      );
    }
    // Hydration leaves the pre-rendered image as it is: the file is never fetched on this visit.
    expect(drawingRequests.map((request) => request.url())).toEqual([]);
  });
}
