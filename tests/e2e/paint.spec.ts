import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout } from "node:timers/promises";
import { siteConfig } from "#app/config/site.ts";
import { siteWords } from "#app/i18n/site-words.ts";
import { siteStylesheetId } from "#app/lib/site-stylesheet.ts";
import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import type { Page } from "@playwright/test";
import {
  expect,
  narrow,
  recordRequests,
  requestsSoFar,
  scriptsNamedIn,
  sitePagesAnd404,
  test,
  unknownPath,
  wide,
} from "./fixtures.ts";
import { openSearch, searchDialog } from "./search-dialog.ts";

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

/** The whole stylesheet's path, named by its text (ADR 021), as the page's loader names it. */
const wholeStylesheet = /\/assets\/styles-[\w-]{10}\.css/;
const isWholeStylesheet = (path: string) => wholeStylesheet.exec(path)?.[0] === path;
const wholeStylesheetUrl = (url: URL) => isWholeStylesheet(url.pathname);

/** The site's styles in the page's head: one `<style>` (sonner adds one of its own). */
const pageOwnStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll("style")]
      .map((style) => style.textContent)
      .filter((text) => text.includes("--color-paper:")),
  );

/** The light theme's paper (app/app.css), not the browser's white: the site's styles apply. */
const paper = "rgb(250, 246, 238)";

for (const path of sitePagesAnd404) {
  test(`${path}: the first visit paints from the HTML alone, then fetches its scripts and the third parties`, async ({
    page,
    navigate,
  }) => {
    const html = await (await page.request.get(path)).text();
    const answered = await stubThirdParties(page);
    const thirdPartyRequests = recordRequests(
      page,
      (request) => new URL(request.url()).origin !== new URL(page.url()).origin,
      { finished: true },
    );
    await navigate(path);
    const { firstContentfulPaint, fetchStarts } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      fetchStarts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter(({ name }) => name.startsWith(location.origin))
        .map(({ name, initiatorType, startTime }) => ({
          name,
          type: initiatorType === "fetch" ? "data" : name.split(".").at(-1),
          startTime,
        }))
        .filter(({ type }) => type === "js" || type === "css" || type === "data"),
    }));

    // Lighthouse's simulated LCP counts every request made before the largest paint.
    await test.step("on screen before any of its scripts, its whole stylesheet or its data is fetched", () => {
      expect(firstContentfulPaint, "the page painted").toBeGreaterThan(0);
      expect(
        fetchStarts.filter(({ type }) => type === "js").length,
        "its own scripts",
      ).toBeGreaterThan(0);
      expect(fetchStarts.filter(({ type }) => type === "css").length, "its stylesheet").toBe(1);
      for (const { name, startTime } of fetchStarts) {
        expect(startTime, name).toBeGreaterThanOrEqual(firstContentfulPaint ?? 0);
      }
    });

    await test.step("its HTML gives the browser no icon or manifest file to fetch before the first paint", async () => {
      // Chrome asks for linked icon and manifest files once the load event has fired, just before
      // the first frame, and Lighthouse's LCP counts them (ADR 012).
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

    await test.step("no third party (ads, feed, form, form script) is asked for before the first paint", async () => {
      // Scrolled through, so that every ad slot and frame of the page has been asked for.
      await page.evaluate(async () => {
        for (let top = 0; top < document.body.scrollHeight; top += innerHeight / 2) {
          scrollTo(0, top);
          await new Promise(requestAnimationFrame);
        }
      });
      // A page too short for any ad (ad-density.ts), with no frame of its own, asks for none.
      const slots = page.locator("[data-banner-id], [data-ad-script-slot], iframe");
      if ((await slots.filter({ visible: true }).count()) === 0) {
        await requestsSoFar(page);
        expect(thirdPartyRequests).toEqual([]);
        return;
      }
      await expect.poll(() => Object.values(answered).flat().length).toBeGreaterThan(0);
      await expect.poll(() => thirdPartyRequests.length).toBeGreaterThan(0);
      const firstPaint =
        (await page.evaluate(() => performance.timeOrigin)) + (firstContentfulPaint ?? Infinity);
      expect(
        Math.min(...thirdPartyRequests.map((request) => request.timing().startTime)),
      ).toBeGreaterThanOrEqual(firstPaint);
    });
  });
}

for (const path of sitePagesAnd404) {
  // A load of its own, without the stubbed third parties: their frames can keep the network from
  // going idle.
  test(`${path} paints with the styles in its HTML, then fetches the whole stylesheet once`, async ({
    page,
    navigate,
  }) => {
    const stylesheets = stylesheetRequests(page);
    await navigate(path);
    // Hydrated, and what loads on demand after it (the toast, the tooltips) has arrived: Vite's
    // loader of such chunks would ask for their stylesheet too if they had one.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("body")).toHaveCSS("background-color", paper);
    const ownStyles = await pageOwnStyles(page);
    expect(ownStyles, "the site's styles, once").toHaveLength(1);
    const paths = stylesheets.map((request) => new URL(request.url()).pathname);
    expect(paths, "one stylesheet, the whole one").toEqual(paths.filter(isWholeStylesheet));
    expect(paths).toHaveLength(1);
    const whole = await (await stylesheets[0]?.response())?.text();
    expect(whole, "the whole stylesheet, served").toContain("--color-paper:");
    // The page carries only what its own markup uses: a part of the whole.
    expect(ownStyles[0]?.length).toBeLessThan(0.8 * (whole?.length ?? 0));
  });
}

// Applied, the whole stylesheet restyles every element of the page: a long task on a phone, on
// every page a visitor opens (ADR 041). What a reader does on /types needs none of its rules.
test("/types, its ads and offline controls shown and a filter chosen, leaves the whole stylesheet unapplied until the search dialog needs it", async ({
  page,
  navigate,
}) => {
  await stubThirdParties(page);
  await navigate("/types");
  const link = page.locator(`link#${siteStylesheetId}`);
  // A slot gets its frame as it comes near the view (ADR 044).
  await page.locator("[data-banner-id]").first().scrollIntoViewIfNeeded();
  await expect(page.locator("[data-banner-id] iframe").first()).toBeAttached();
  const saveButtons = page.getByRole("button", { name: /^Save the atlas for offline use/ });
  await expect(saveButtons).toHaveCount(2);
  await expect(saveButtons.first()).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter the species" });
  await filters.getByLabel("Edibility").selectOption("deadly");
  await expect(filters.locator("output")).toHaveText(/^\d+ species shown$/);
  await expect(link).toHaveAttribute("media", "not all");

  await openSearch(page);
  await expect(link).not.toHaveAttribute("media");
});

// The page React hydrates too: hydrating it changes nothing its own rules lack.
test("/search, hydrated, leaves the whole stylesheet unapplied until the visitor turns to its search", async ({
  page,
  navigate,
}) => {
  await navigate("/search");
  const link = page.locator(`link#${siteStylesheetId}`);
  await expect(link).toHaveAttribute("media", "not all");

  await page.getByRole("main").getByRole("searchbox").focus();
  await expect(link).not.toHaveAttribute("media");
});

const sidebarLabel = siteWords(siteConfig).site.sidebarAdvertisements;

test("/search preloads every module of its hydration after its first paint, a few in each task", async ({
  page,
  navigate,
}) => {
  const html = await (await page.request.get("/search")).text();
  const named = scriptsNamedIn(html);
  // A mutation observer's callback runs at the end of the task that made the changes.
  await page.addInitScript(() => {
    const perTask: number[] = [];
    Object.assign(window, { preloadsPerTask: perTask });
    new MutationObserver((records) => {
      const preloads = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node) => node instanceof HTMLLinkElement && node.rel === "modulepreload");
      if (preloads.length > 0) perTask.push(preloads.length);
    }).observe(document, { childList: true, subtree: true });
  });
  await navigate("/search");
  const preloaded = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
  // The build's preload helper adds the modules code loads on demand as it asks for them.
  await expect.poll(preloaded).toEqual(expect.arrayContaining(named));
  const perTask = await page.evaluate(
    () => (window as unknown as { preloadsPerTask: number[] }).preloadsPerTask,
  );
  expect(perTask.length, "tasks that started preloads").toBeGreaterThan(1);
  expect(Math.max(...perTask)).toBeLessThanOrEqual(4);
});

/**
 * Loads `path` with its HTML cut at `cut`: what a slow machine paints while the rest of the HTML
 * has not been parsed yet. The next load of `path` gets the whole page again.
 */
async function gotoHtmlCutAt(page: Page, path: string, html: string, cut: number) {
  await page.route(path, (route) =>
    route.fulfill({ contentType: "text/html", body: html.slice(0, cut) }),
  );
  await page.goto(path);
  await page.unroute(path);
}

// The home page, and the page where a busy test machine first showed the shift.
for (const path of ["/", "/contact"] as const) {
  // A slow machine paints a page as its HTML arrives. The column of ads beside the content comes
  // after the content in the HTML: while it has not arrived, the content is where it will stay.
  test(`${path} at 1280 px: the content keeps its place while the HTML is still arriving`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(wide);
    const html = await (await request.get(path)).text();
    const cut = html.indexOf(`<aside aria-label="${sidebarLabel}"`);
    expect(cut, "the column of ads, in the HTML").toBeGreaterThan(0);
    await gotoHtmlCutAt(page, path, html, cut);
    const { x, y, width } = (await page.getByRole("main").boundingBox()) ?? {};
    await page.goto(path);
    await expect(page.getByRole("complementary", { name: sidebarLabel })).toBeVisible();
    expect(await page.getByRole("main").boundingBox()).toMatchObject({ x, y, width });
  });
}

// The parser can also stop inside a link, and the page paints it empty: on a phone, the hero's
// second button then fitted beside the first, and moved both when its text came (CLS 0.017).
test("/ at 375 px: the hero's first button keeps its place while the second's text is still arriving", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const secondButton = html.indexOf('href="/about"', html.indexOf("<h1"));
  expect(secondButton, "the hero's link to /about, in the HTML").toBeGreaterThan(0);
  await gotoHtmlCutAt(page, "/", html, html.indexOf(">", secondButton) + 1);
  const firstButton = page.getByRole("link", { name: siteWords(siteConfig).home.exploreTypes });
  const { x, y } = (await firstButton.boundingBox()) ?? {};
  await page.goto("/");
  expect(await firstButton.boundingBox()).toMatchObject({ x, y });
});

test("a page whose whole stylesheet fails to come keeps its own styles and hydrates all the same", async ({
  page,
  navigate,
}) => {
  await page.route(wholeStylesheetUrl, (route) => route.abort("failed"));
  await navigate("/");
  await expect(page.locator("body")).toHaveCSS("background-color", paper);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Mushrooms");
});

/** An init script: the page's timeline (`performance.getEntriesByName`) holds no paint. */
function paintsLeftOutOfTheTimeline() {
  const { getEntriesByName } = Performance.prototype;
  Performance.prototype.getEntriesByName = function (name, type) {
    return getEntriesByName.call(this, name, type).filter(({ entryType }) => entryType !== "paint");
  };
}

test("a page for which the browser reports no first paint starts its scripts after its load", async ({
  page,
  navigate,
}) => {
  // As Firefox does for a page that opens scrolled (a reload down the page, an address with a #):
  // no paint entry, for an observer or in the timeline.
  await page.addInitScript(paintsLeftOutOfTheTimeline);
  await page.addInitScript(() => {
    const { observe } = PerformanceObserver.prototype;
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type !== "paint") observe.call(this, options);
    };
  });
  await navigate("/types/death-cap#danger-heading");
  await page.keyboard.press("Control+k");
  await expect(searchDialog(page)).toBeVisible();
});

test("a first paint reported after the load's fallback has started the page starts nothing again", async ({
  page,
  navigate,
}) => {
  // As Chromium did on a busy machine: no paint in the timeline a second after the load, so the
  // fallback starts the page; then the observer's report of the first paint comes all the same.
  await page.addInitScript(paintsLeftOutOfTheTimeline);
  await page.addInitScript(() => {
    const Observer = PerformanceObserver;
    window.PerformanceObserver = class extends Observer {
      constructor(callback: PerformanceObserverCallback) {
        super((entries, observer) => {
          callback(entries, observer);
          document.documentElement.dataset.paintReported = "";
        });
      }
      override observe(options?: PerformanceObserverInit) {
        if (options?.type !== "paint") return super.observe(options);
        window.addEventListener("load", () => {
          window.setTimeout(() => super.observe(options), 1500);
        });
      }
    };
  });
  await navigate("/types/death-cap");
  await expect(page.locator("html[data-paint-reported]")).toHaveCount(1);
  await expect(page.locator("link#site-stylesheet")).toHaveCount(1);
  await expect(page.locator('script[src*="/assets/islands-"]')).toHaveCount(1);
});

/**
 * Without JavaScript the page keeps only its own styles: it looks as it would with the whole
 * stylesheet in their place, narrow in the light theme and wide in the dark one.
 */
async function expectOwnStylesToLookWhole(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const href = wholeStylesheet.exec(html)?.[0] ?? "stylesheet not named";
  const whole = await (await page.request.get(href)).text();
  for (const [viewport, colorScheme] of [
    [narrow, "light"],
    [wide, "dark"],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await page.unrouteAll();
    // Headings in the fallback both times: the brand face (`font-display: optional`) shows only
    // when its file comes within 100 ms, which the second, cached visit's does and the first's
    // may not. What is compared here is the styles.
    await page.route("**/*.woff2", (route) => route.abort());
    // Every part of the page painted in both loads, for the full-page capture to compare. Cards
    // of a long list (`lazy-cards`) far from the view are skipped, and a capture caught the two
    // loads with different cards skipped, on a busy machine (/types, 1 in 12 to 30 runs); shown,
    // their pictures are loaded and decoded by the load event, not as the capture widens the view.
    const withEverythingPainted = (withStyles: (markup: string) => string) =>
      page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const served = await response.text();
        const markup = served
          .replaceAll(/ (loading="lazy"|decoding="async")/g, "")
          .replace("</head>", "<style>*{content-visibility:visible!important}</style></head>");
        await route.fulfill({ response, body: withStyles(markup) });
      });
    await withEverythingPainted((markup) => markup);
    await page.goto(path);
    const ownStyles = await page.screenshot({ fullPage: true });
    await page.unroute(`**${path}`);
    await withEverythingPainted((markup) =>
      markup.replace(/<style>[^<]*<\/style>/, () => `<style>${whole}</style>`),
    );
    await page.goto(path);
    const withWhole = await page.screenshot({ fullPage: true });
    expect(withWhole, `${viewport.width} px, ${colorScheme} theme`).toEqual(ownStyles);
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of sitePagesAnd404) {
    test(`${path} looks the same with its own styles as with the whole stylesheet`, async ({
      page,
    }) => {
      await expectOwnStylesToLookWhole(page, path);
    });
  }

  test.describe("the fixture content's largest pages", () => {
    test.use({ baseURL: variantOrigin("content") });

    for (const path of ["/types", "/types/chanterelle"]) {
      test(`${path} looks the same with its own styles as with the whole stylesheet`, async ({
        page,
      }) => {
        await expectOwnStylesToLookWhole(page, path);
      });
    }
  });
});

/** The page's largest paint so far (its image's `src`, if an image) and its first paint, in ms. */
const largestAndFirstPaint = (page: Page) =>
  page.evaluate(
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

/**
 * Serves the site from an origin of its own, with `path`'s HTML cut at `cut`: the part before
 * at once, the rest `pause` ms later, as a busy phone's parser or a slow network can leave it.
 */
async function serveHtmlWithPause(
  siteOrigin: string,
  path: string,
  html: string,
  cut: number,
  pause: number,
): Promise<{ origin: string; close: () => void }> {
  const server = createServer(async (request, response) => {
    if (request.url === path) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(html.slice(0, cut));
      await setTimeout(pause);
      response.end(html.slice(cut));
      return;
    }
    const answer = await fetch(new URL(request.url ?? "/", siteOrigin));
    response.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "application/octet-stream",
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const firstViewDrawings = [
  { path: "/", drawing: "hero-scene", width: "400", largestPaint: true },
  { path: unknownPath, drawing: "lost-mushroom", width: "240", largestPaint: true },
  // Beside the heading of every section not written yet (the original site's content): the
  // text around it is the larger paint.
  ...(["/about", "/types", "/culture"] as const).map((path) => ({
    path,
    drawing: "sprouting-mushroom",
    width: "160",
    largestPaint: false,
    origin: variantOrigin("seed"),
  })),
] as const;

for (const { path, drawing, width, largestPaint, ...site } of firstViewDrawings) {
  const origin = "origin" in site ? site.origin : undefined;
  test(`${path}${origin ? ", unwritten" : ""}: its first view's drawing comes in the page and paints with the text`, async ({
    page,
    navigate,
  }) => {
    const drawingRequests = recordRequests(page, (request) =>
      request.url().includes(`/assets/${drawing}-`),
    );
    await navigate(origin ? (`${origin}${path}` as typeof path) : path);
    const drawingImage = page.locator(`main img[width="${width}"]`);
    await expect(drawingImage).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    // Decoded off the main thread, it could appear a frame after the text around it.
    await expect(drawingImage).not.toHaveAttribute("decoding", "async");
    await expect(drawingImage).toHaveJSProperty("complete", true);

    if (largestPaint) {
      const paints = await largestAndFirstPaint(page);
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

for (const { path, drawing } of firstViewDrawings.filter(({ largestPaint }) => largestPaint)) {
  // The browser may paint what it has parsed whenever the parser pauses: the text above the
  // drawing, a frame or more before the drawing, if nothing held the first paint for it.
  test(`${path}: its first paint waits for its drawing while the rest of the HTML is still arriving`, async ({
    page,
    request,
    baseURL,
  }) => {
    const html = await (await request.get(path)).text();
    const drawingAt = html.indexOf("<img", html.indexOf("<main"));
    expect(html.slice(drawingAt), `the ${drawing} drawing, first in the main content`).toMatch(
      /^<img[^>]* src="data:image\/svg\+xml,/,
    );
    const pause = 500;
    const site = await serveHtmlWithPause(baseURL ?? "", path, html, drawingAt, pause);
    try {
      await page.goto(`${site.origin}${path}`);
      const paints = await largestAndFirstPaint(page);
      expect(paints.firstPaintAt, "nothing painted before the drawing arrived").toBeGreaterThan(
        pause,
      );
      expect(paints.src, "the drawing is the largest paint").toMatch(/^data:image\/svg\+xml,/);
      expect(paints.largestPaintAt, "painted in the frame of the first text").toBe(
        paints.firstPaintAt,
      );
    } finally {
      site.close();
    }
  });
}
