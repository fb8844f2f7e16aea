import type { Locator } from "@playwright/test";
import sharp from "sharp";
import {
  drawnInBrandFace,
  expect,
  sidewaysOverflow,
  sitePagesAnd404,
  test,
  wordsCut,
} from "./fixtures.ts";

// A test per page: every page in one test took over its 30 s on a busy machine.
for (const width of [320, 1920]) {
  for (const path of sitePagesAnd404) {
    test(`${path} does not scroll sideways at ${width} px`, async ({ page, navigate }) => {
      await page.setViewportSize({ width, height: 900 });
      await navigate(path);
      expect(await sidewaysOverflow(page), `${path} is wider than the window`).toBeLessThanOrEqual(
        0,
      );
    });
  }
}

// In the brand face, as a visit's later pages show it (ADR 039): the widest headings. At 320 px a
// species card's name beside its picture was cut ("Chanterell" / "e"), and the Austrian poison
// centre's name. The face draws only if it is there before the first paint (`optional`): the page
// is loaded twice, the second time from the browser's cache.
test.describe("without JavaScript, at 320 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 900 } });
  for (const path of sitePagesAnd404) {
    test(`${path} cuts no word between two letters`, async ({ page, navigate }) => {
      await navigate(path);
      await page.reload();
      expect(await drawnInBrandFace(page), "the heading drawn in the brand face").toBe(true);
      expect(await wordsCut(page)).toEqual([]);
    });
  }
});

test("a printed section page keeps its text and drops the navigation and ads", async ({
  page,
  navigate,
}) => {
  await page.emulateMedia({ media: "print" });
  await navigate("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/^A mushroom is only the tip/)).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(page.locator("svg:visible")).toHaveCount(0);
  await expect(page.locator("[data-banner-id], [data-ad-script-slot]").first()).toBeAttached();
  await expect(page.locator("[data-banner-id]:visible, [data-ad-script-slot]:visible")).toHaveCount(
    0,
  );
  await expect(page.getByRole("contentinfo")).toContainText("Fungi Atlas");
});

test("printed, a page's links to its own parts and its way back to its section are left off the paper", async ({
  page,
  navigate,
}) => {
  await page.emulateMedia({ media: "print" });
  for (const path of ["/types/death-cap", "/glossary", "/poison-centres"] as const) {
    await navigate(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation"), path).toHaveCount(0);
  }
});

test("a printed species page prints what it folds away on screen: its sources, its pairs' notes", async ({
  page,
  navigate,
}) => {
  await navigate("/types/death-cap");
  const main = page.getByRole("main");
  const source = main.getByRole("link", { name: /Wikipedia/ }).first();
  const note = main.getByText(/^Death cap: gills white at every age/).first();
  await expect(source).toBeHidden();
  await expect(note).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(source).toBeVisible();
  await expect(note).toBeVisible();
});

test("both themes follow the visitor's colour scheme", async ({ page, navigate }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await navigate("/about");
  const body = page.locator("body");
  const light = await body.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.emulateMedia({ colorScheme: "dark" });
  const dark = await body.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(light).not.toBe(dark);
  expect(luminance(dark)).toBeLessThan(0.05);
  expect(luminance(light)).toBeGreaterThan(0.8);
});

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test("nothing moves for visitors who ask for reduced motion", async ({ page, navigate }) => {
  const button = page.getByRole("link", { name: "Explore Types" });
  await navigate("/");
  await expect(button).not.toHaveCSS("transition-duration", "0s");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(button).toHaveCSS("transition-duration", "0s");
  await expect(page.locator("[data-sonner-toast]")).toHaveCSS("transition-duration", "0s");
});

test("with forced colours, which drop backgrounds, a filled button and the current page keep a border", async ({
  page,
  navigate,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await navigate("/");
  await expect(page.getByRole("link", { name: "Explore Types" })).toHaveCSS(
    "border-top-width",
    "2px",
  );
  await navigate("/identify");
  const current = page
    .getByRole("navigation", { name: "Pages of the listing" })
    .locator("[aria-current=page]");
  await expect(current).toHaveCSS("border-top-width", "2px");
});

test("with forced colours, a species' months in season keep a fill of the system's own, not only their weight", async ({
  page,
  navigate,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await navigate("/types/death-cap");
  const strip = page.locator(".season-strip").first();
  const inSeason = await fillOf(strip.locator("[data-in-season]").first());
  const outOfSeason = await fillOf(strip.locator(":scope > :not([data-in-season])").first());
  expect(inSeason).not.toEqual(outOfSeason);
});

/** The colour painted just inside a small box's top edge, above its letter. */
async function fillOf(box: Locator) {
  const { data, info } = await sharp(await box.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const offset = (2 * info.width + Math.floor(info.width / 2)) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}
