import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from "html-validate";
import type { Locator, Page } from "@playwright/test";
import { siteConfig } from "#app/config/site.ts";
import { photoCredits } from "#tests/fixtures/fixture-photos.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";
import {
  cumulativeLayoutShift,
  expect,
  recordLayoutShifts,
  recordResponses,
  scrollThrough,
  test,
  waitForHydration,
  wide,
} from "./fixtures.ts";

// The fixture content with photos drawn at build time (tests/fixtures/fixture-photos.ts): four of
// the chanterelle (whole, underside, section, habitat), one of the death cap, the painting's
// image credited and the fly agaric's not. The shipped configuration: ads on.
test.use({ baseURL: variantOrigin("photos") });

const phone = { width: 390, height: 844 };
const chanterelle = "/types/chanterelle";

/** The chanterelle's photos in their order, by what each shows, and their credit lines. */
const photos = [
  {
    alt: "Golden funnel-shaped caps in moss under beech",
    credit: "Photo: A. Forager, CC BY-SA 4.0, from commons.wikimedia.org",
    deed: "https://creativecommons.org/licenses/by-sa/4.0/",
  },
  {
    alt: "Blunt, forked ridges running down the stem",
    credit: "Photo: B. Mycologist, CC BY 4.0, from inaturalist.org",
    deed: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    alt: "A chanterelle cut in half, its flesh pale and solid",
    credit: "Photo: C. Cook, CC0 1.0, from example.org",
    deed: "https://creativecommons.org/publicdomain/zero/1.0/",
  },
  {
    alt: "A mossy beech wood floor with a few golden caps",
    credit: "Photo: The Fungi Atlas team, all rights reserved",
  },
];

/** The alt text of the chanterelle's photo `number` (from 1). */
const altOf = (number: number) => photos[number - 1]?.alt ?? "";

const gallery = (page: Page) => page.getByRole("region", { name: "Photos" });
const zoomButton = (page: Page, number: number) =>
  page.getByRole("button", { name: `Enlarge photo ${number} of 4` });
const zoom = (page: Page) => page.getByRole("dialog");

/** The photo the zoom shows, by its alt text, once it has loaded. */
async function expectZoomShows(page: Page, number: number) {
  const dialog = zoom(page);
  await expect(dialog.getByRole("heading")).toHaveText(`Photo ${number} of 4`);
  const image = dialog.getByRole("img", { name: altOf(number) });
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty("complete", true);
  await expect(dialog).toContainText(photos[number - 1]?.credit ?? "");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each photo is a link to its largest file and carries its credit", async ({
    page,
    request,
  }) => {
    await page.goto(chanterelle);
    const figures = gallery(page).locator("figure");
    await expect(figures).toHaveCount(4);
    // The button needs the script that opens the zoom: without it, the link is the way.
    await expect(gallery(page).getByRole("button")).toHaveCount(0);
    for (const [index, { alt, credit, deed }] of photos.entries()) {
      const figure = figures.nth(index);
      const link = figure.getByRole("link", { name: alt });
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/images\/content\/chanterelle-[a-z]+-\w{8}-\d+\.jpg$/);
      const file = await request.get(href);
      expect(file.status(), href).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/jpeg");
      await expect(figure.locator("figcaption")).toContainText(credit);
      if (deed) {
        const licence = figure.getByRole("link", { name: /^CC/ });
        await expect(licence).toHaveAttribute("href", deed);
        await expect(licence).toHaveAttribute("rel", /\blicense\b/);
      }
    }
    // The largest file is the original's width, at most 1600 px.
    await expect(figures.first().getByRole("link").first()).toHaveAttribute("href", /-1600\.jpg$/);
    await expect(figures.nth(1).getByRole("link", { name: "inaturalist.org" })).toHaveAttribute(
      "href",
      photoCredits.underside.source,
    );
    // The first in the first view, at once; the thumbnails when the reader nears them.
    const images = gallery(page).locator("img");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    for (const index of [1, 2, 3])
      await expect(images.nth(index)).toHaveAttribute("loading", "lazy");
    // Each labelled with its stage, in the order written.
    await expect(figures.locator("figcaption > span:first-child")).toHaveText([
      "Whole",
      "Underside",
      "Cut through",
      "Habitat",
    ]);
  });

  test("/credits lists every credited photo with its thumbnail, page, title, author, source and licence", async ({
    page,
    request,
  }) => {
    await page.goto("/credits");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo credits");
    const pages = page.getByRole("main").locator("section");
    // By the title of the page that shows them; the fly agaric's image has no credit.
    await expect(pages.getByRole("heading", { level: 2 })).toHaveText([
      "Chanterelle",
      "Death Cap",
      "Mushrooms in Art",
    ]);
    const entries = pages.getByRole("listitem");
    await expect(entries).toHaveCount(6);
    await expect(entries.first()).toContainText("Golden caps in moss, under beech");
    await expect(entries.first()).toContainText(photos[0]?.credit ?? "");
    await expect(entries.nth(3)).toContainText("A mossy beech wood floor with a few golden caps");
    await expect(entries.nth(4)).toContainText("Photo: D. Warden, public domain, from example.org");
    await expect(entries.nth(5)).toContainText(
      "Photo: E. Painter, CC BY-SA 3.0, from commons.wikimedia.org",
    );
    await expect(pages.first().getByRole("link", { name: "Chanterelle" })).toHaveAttribute(
      "href",
      chanterelle,
    );
    for (const image of await entries.locator("img").all()) {
      await expect(image).toHaveAttribute("src", /^\/images\/content\/[\w-]+-240\.jpg$/);
    }
    // Six photos take one page of forty; the sitemap and /search's list of every page name it.
    await expect(page.getByRole("navigation", { name: "Listing pages" })).toHaveCount(0);
    expect(await (await request.get("/sitemap.xml")).text()).toContain(
      `<loc>${new URL("/credits", siteConfig.url).href}</loc>`,
    );
    await page.goto("/search");
    await expect(page.getByRole("link", { name: "Photo credits" })).toHaveAttribute(
      "href",
      "/credits",
    );
  });
});

test("the pages with photos are valid HTML (html-validate, .htmlvalidate.json)", async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const format = formatterFactory("text");
  for (const file of ["types/chanterelle.html", "types.html", "credits.html"]) {
    const report = await validator.validateFile(join(".variants/photos/dist", file));
    expect.soft(report.valid, format(report.results)).toBe(true);
  }
});

test("a species page's JSON-LD carries an ImageObject for each photo", async ({ page }) => {
  await page.goto(chanterelle);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const graph = (JSON.parse(json ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"];
  const images = graph.filter((node) => node["@type"] === "ImageObject");
  const files = await gallery(page)
    .locator("figure > div > a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const url = new URL(chanterelle, siteConfig.url).href;
  const credits = [photoCredits.whole, photoCredits.underside, photoCredits.section];
  expect(images).toEqual([
    ...credits.map((credit, index) => ({
      "@type": "ImageObject",
      "@id": `${url}#photo-${index + 1}`,
      contentUrl: new URL(files[index] ?? "", siteConfig.url).href,
      width: expect.any(Number),
      height: expect.any(Number),
      caption: expect.any(String),
      license: photos[index]?.deed,
      acquireLicensePage: credit.source,
      creditText: credit.author,
      creator: { "@type": "Person", name: credit.author },
    })),
    // The owner's own photo: no licence to link, asked for through the contact page.
    expect.objectContaining({
      contentUrl: new URL(files[3] ?? "", siteConfig.url).href,
      acquireLicensePage: new URL("/contact", siteConfig.url).href,
      creditText: photoCredits.habitat.author,
    }),
  ]);
  expect(images[3]).not.toHaveProperty("license");
  const taxon = graph.find((node) => node["@type"] === "Taxon");
  expect(taxon?.image).toEqual(images.map((image) => ({ "@id": image["@id"] })));
});

test("the zoom opens by keyboard, moves with the arrows, and Escape returns focus to its button", async ({
  page,
  navigate,
}) => {
  await navigate(chanterelle);
  // One stop per photo: the photo's own link leaves the tab order to its button.
  await expect(gallery(page).getByRole("link", { name: altOf(1) })).toHaveAttribute(
    "tabindex",
    "-1",
  );
  await zoomButton(page, 1).focus();
  await page.keyboard.press("Enter");
  await expect(zoom(page)).toBeVisible();
  await expectZoomShows(page, 1);
  await expect(zoom(page).getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expectZoomShows(page, 2);
  await expect(zoom(page)).toContainText("The ridges fork and run down the stem");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  // Round from the first to the last.
  await expectZoomShows(page, 4);
  await page.keyboard.press("Escape");
  await expect(zoom(page)).toHaveCount(0);
  await expect(zoomButton(page, 1)).toBeFocused();

  // Space too, on a thumbnail's button. The page behind is inert: Tab goes round the dialog's
  // controls, and the browser's own, never to the page.
  await zoomButton(page, 3).focus();
  await page.keyboard.press("Space");
  await expectZoomShows(page, 3);
  for (let tab = 0; tab < 8; tab++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element === document.body || element?.closest("dialog") !== null;
    });
    expect(focused, "focus stays in the dialog").toBe(true);
  }
  await zoom(page).getByRole("button", { name: "Next photo" }).click();
  await expectZoomShows(page, 4);
  await zoom(page).getByRole("button", { name: "Close" }).click();
  await expect(zoomButton(page, 3)).toBeFocused();
});

/** A finger's swipe across the zoomed photo, `distance` px to the right (negative: left). */
const swipe = async (area: Locator, distance: number) => {
  const box = await area.boundingBox();
  const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
  const from = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  const event = { pointerType: "touch", isPrimary: true, clientY: y };
  await area.dispatchEvent("pointerdown", { ...event, clientX: from });
  await area.dispatchEvent("pointerup", { ...event, clientX: from + distance });
};

test("in a right-to-left page, the arrow keys follow the reading direction", async ({
  page,
  navigate,
}) => {
  await navigate(chanterelle);
  // As an Arabic site's pages are (the root sets their `dir`): the zoom reads the direction it is in.
  await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
  await zoomButton(page, 2).click();
  await expectZoomShows(page, 2);
  await page.keyboard.press("ArrowLeft");
  await expectZoomShows(page, 3);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectZoomShows(page, 1);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: phone });

  test("a tap on a photo opens the zoom, a swipe moves between them, Close returns", async ({
    page,
    navigate,
  }) => {
    await navigate(chanterelle);
    await gallery(page)
      .getByRole("link", { name: altOf(2) })
      .tap();
    await expectZoomShows(page, 2);
    const area = zoom(page).locator("figure > div");
    await swipe(area, -120);
    await expectZoomShows(page, 3);
    await swipe(area, 120);
    await swipe(area, 120);
    await expectZoomShows(page, 1);
    // A short slide of the finger is a tap, not a swipe.
    await swipe(area, -20);
    await expectZoomShows(page, 1);
    await zoom(page).getByRole("button", { name: "Close" }).tap();
    await expect(zoom(page)).toHaveCount(0);
    await expect(zoomButton(page, 2)).toBeFocused();
  });
});

for (const width of [320, 360]) {
  test(`at ${width} px the zoom's steps fit the screen, each named`, async ({ page, navigate }) => {
    await page.setViewportSize({ width, height: 740 });
    await navigate(chanterelle);
    await zoomButton(page, 1).click();
    await expectZoomShows(page, 1);
    for (const name of ["Previous photo", "Next photo", "Close"]) {
      const box = await zoom(page).getByRole("button", { name }).boundingBox();
      expect(box?.x, name).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY), name).toBeLessThanOrEqual(
        width,
      );
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
    expect(await zoom(page).evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
  });
}

test("the zoom's code loads on first use and is at most 3 KB gzip", async ({ page, navigate }) => {
  await page.setExtraHTTPHeaders({ "Accept-Encoding": "gzip" });
  const responses = recordResponses(page, (response) => response.url().endsWith(".js"));
  await navigate(chanterelle);
  await page.waitForLoadState("networkidle");
  const loadedWithThePage = responses.length;
  expect(
    responses.map((response) => response.url()).filter((url) => /photo-zoom/.test(url)),
  ).toEqual([]);
  await zoomButton(page, 1).click();
  await expectZoomShows(page, 1);
  const onFirstUse = responses.slice(loadedWithThePage);
  expect(onFirstUse.map((response) => new URL(response.url()).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/photo-zoom-[\w-]+\.js$/),
  ]);
  const [chunk] = onFirstUse;
  await chunk?.finished();
  const { responseBodySize } = (await chunk?.request().sizes()) ?? { responseBodySize: 0 };
  expect(await chunk?.headerValue("content-encoding")).toBe("gzip");
  // Bytes, as sent: what a visitor's first zoom costs, before the photo itself.
  const body = (await chunk?.body()) ?? Buffer.alloc(0);
  test.info().annotations.push({
    type: "zoom chunk",
    description: `${responseBodySize} B gzip on the wire (${gzipSync(body).length} B by zlib at level 6)`,
  });
  expect(responseBodySize).toBeGreaterThan(0);
  expect(responseBodySize).toBeLessThanOrEqual(3 * 1024);
});

test("the zoom follows prefers-reduced-motion", async ({ page, navigate }) => {
  const openingFade = async () => {
    await zoomButton(page, 1).click();
    const duration = await zoom(page).evaluate(
      (dialog) => getComputedStyle(dialog).transitionDuration,
    );
    await page.keyboard.press("Escape");
    await expect(zoom(page)).toHaveCount(0);
    return duration;
  };
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await navigate(chanterelle);
  expect(await openingFade()).toBe("0.2s");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await openingFade()).toBe("0s");
});

for (const viewport of [phone, wide]) {
  test(`nothing shifts on a page of photos while it loads and is scrolled, ${viewport.width} px`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await navigate(chanterelle);
    await expect(gallery(page).getByRole("img").first(), "in the first view").toBeInViewport();
    await scrollThrough(page);
    const { score, shifted } = await cumulativeLayoutShift(page);
    expect(score, `layout shift on ${chanterelle}, of ${shifted.join(", ")}`).toBe(0);
  });
}

test("a species' first photo is its picture in lists, its drawing without one", async ({
  page,
  navigate,
}) => {
  await navigate("/types");
  const card = (name: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  const photo = card("Chanterelle").getByRole("img", { name: altOf(1) });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /chanterelle-whole-\w{8}-240\.avif$/,
  );
  await expect(card("Jack-o'-lantern").getByRole("img")).toHaveAccessibleName(
    /^Diagram of Jack-o'-lantern/,
  );

  // The pair: the lookalike's drawing, one a pair (issue 67), among the pair's features behind
  // their disclosure; the chanterelle's own photo is the page's, above.
  await navigate(chanterelle);
  const pair = page.getByRole("region", { name: /^Chanterelle vs Jack-o'-lantern/ });
  await pair.getByText(/all \d+ features$/i).click();
  await expect(pair.getByRole("img", { name: /^Diagram of Jack-o'-lantern/ })).toBeVisible();
  await expect(pair.getByRole("img")).toHaveCount(1);

  // A search result, found by its name first (the names index): its photo's smallest file.
  await page.getByRole("link", { name: "Search" }).first().click();
  await page.getByRole("searchbox").fill("chanterelle");
  const result = page.getByRole("dialog").getByRole("link", { name: /^Chanterelle/ });
  await expect(result.locator("img")).toHaveAttribute(
    "src",
    /^\/images\/content\/chanterelle-whole-\w{8}-240\.jpg$/,
  );
  await expect(result.locator("img")).toHaveJSProperty("complete", true);
});

test.describe("accessibility", () => {
  for (const [index, viewport] of [phone, wide].entries()) {
    const schemes = bothSchemes(index);
    test(`axe finds nothing with the zoom open, ${viewport.width} px, ${schemes.join(" then ")}`, ({
      page,
      navigate,
    }) =>
      expectAxeFindsNothing(
        page,
        viewport,
        schemes,
        () => navigate(chanterelle),
        async () => {
          await zoomButton(page, 2).click();
          await expectZoomShows(page, 2);
        },
      ));

    test(`axe finds nothing on /credits, ${viewport.width} px, ${schemes.join(" then ")}`, ({
      page,
    }) =>
      expectAxeFindsNothing(page, viewport, schemes, async () => {
        // A page of the route table only while an article shows a credited photo: not typed.
        await page.goto("/credits");
        await waitForHydration(page);
      }));
  }
});
