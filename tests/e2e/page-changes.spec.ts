import type { Page } from "@playwright/test";
import { variantOrigin } from "#tests/variants/variants.ts";
import { adFramePath } from "#app/features/ads/ad-frame.ts";
import { siteConfig } from "#app/config/site.ts";
import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import { adSlotsOf, expect, type PagePath, recordRequests, test, wheel, wide } from "./fixtures.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

const heading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * What the reader sees mid-screen: the element there, and how far from the top. The page loaded
 * again may grow above it as its islands start; the browser then keeps it in place (scroll
 * anchoring), so the reader is where they were though `scrollY` differs.
 */
const midScreen = (page: Page) =>
  page.evaluate(() => {
    const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return { element: element?.outerHTML.slice(0, 120), top: element?.getBoundingClientRect().top };
  });

/** Whether the reader sees `before` mid-screen again, within a pixel (scroll positions are whole). */
const seesAgain = async (page: Page, before: Awaited<ReturnType<typeof midScreen>>) => {
  const now = await midScreen(page);
  return {
    element: now.element,
    withinAPixel: Math.abs((now.top ?? Number.NaN) - (before.top ?? Number.NaN)) <= 1,
  };
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(wide);
});

test("a page loaded leaves focus at the start, once its islands started", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test("back and forward restore each page's scroll position, as the browser does for documents", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await wheel(page, 900);
  expect(await scrollY(page)).toBeGreaterThan(0);
  const homeView = await midScreen(page);
  const homeTitle = await page.title();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(heading(page)).toHaveText("About Mushrooms");
  expect(await scrollY(page)).toBe(0);
  await wheel(page, 500);
  expect(await scrollY(page)).toBeGreaterThan(0);
  const aboutView = await midScreen(page);
  const aboutTitle = await page.title();
  const entries = await page.evaluate(() => history.length);

  await page.goBack();
  await expect(heading(page)).toHaveText("Discover the Magic of Mushrooms");
  await expect(page).toHaveTitle(homeTitle);
  await expect
    .poll(() => seesAgain(page, homeView))
    .toEqual({ element: homeView.element, withinAPixel: true });

  await page.goForward();
  await expect(heading(page)).toHaveText("About Mushrooms");
  await expect(page).toHaveTitle(aboutTitle);
  await expect
    .poll(() => seesAgain(page, aboutView))
    .toEqual({ element: aboutView.element, withinAPixel: true });
  expect(await page.evaluate(() => history.length), "no history entry added").toBe(entries);
});

test.describe("on the original site's short sections", () => {
  // Pages short enough that every ad slot is near the viewport: their ads load unscrolled.
  test.use({ baseURL: variantOrigin("seed") });

  test("back and forward past pages with ads land on each page, and add no history entry", async ({
    page,
    navigate,
  }) => {
    // Seven pages shown, each once all its ads have drawn.
    test.slow();
    // Tall enough that every slot of these pages is near the viewport: their ads load unscrolled.
    await page.setViewportSize({ width: wide.width, height: 2400 });
    await stubThirdParties(page);
    // Each ad frame's URL names its banner and the page it shows on: that page must have the banner.
    const bannerPages = new Map(
      Object.entries(shippedAds.slots).flatMap(([path, slots]) =>
        slots.map((slot) => [slot.bannerId, path]),
      ),
    );
    const bannerFrames = recordRequests(page, (request) => {
      const url = new URL(request.url());
      return url.pathname === adFramePath && url.searchParams.has("banner");
    });
    interface Visit {
      path: PagePath;
      link: string;
      heading: string;
    }
    const first: Visit = { path: "/about", link: "About", heading: "About Mushrooms" };
    const next: Visit[] = [
      { path: "/types", link: "Types", heading: "Types of Mushrooms" },
      { path: "/culture", link: "Culture", heading: "Cultural Significance" },
    ];
    /** The page shown, once every ad of it has drawn its creative. */
    const shown = async ({ path, heading: text }: Visit) => {
      await expect(heading(page)).toHaveText(text);
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(`${text} | ${siteConfig.name}`);
      const frames = page.locator(`iframe[src^="${adFramePath}"]`);
      await expect(frames).toHaveCount(adSlotsOf(path).length + 1);
      for (const frame of await frames.all()) {
        await expect(frame.contentFrame().locator("[data-creative]")).toBeVisible();
      }
    };

    await navigate(first.path);
    await shown(first);
    for (const visit of next) {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: visit.link })
        .click();
      await shown(visit);
    }
    const entries = await page.evaluate(() => history.length);

    // A slow network from here: each page comes a second late, so the page being left stays on
    // screen a while, with its ad frames still in it (links load documents, ADR 035).
    await page.route("**/*", async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await route.fallback();
    });
    for (const visit of [first, ...next].toReversed().slice(1)) {
      await page.goBack();
      await shown(visit);
      expect(await page.evaluate(() => history.length), "no history entry added").toBe(entries);
    }
    for (const visit of next) {
      await page.goForward();
      await shown(visit);
      expect(await page.evaluate(() => history.length), "no history entry added").toBe(entries);
    }
    const misplacedAds = bannerFrames.flatMap((request) => {
      const url = new URL(request.url());
      const bannerId = url.searchParams.get("banner") ?? "";
      const shownOn = new URL(url.searchParams.get("page") ?? "").pathname;
      return bannerPages.get(bannerId) === shownOn ? [] : [`${bannerId} on ${shownOn}`];
    });
    expect(misplacedAds, "ads loaded for a page other than the one shown").toEqual([]);
  });
});

test("the skip link sends focus to the content", async ({ page, navigate }) => {
  await navigate("/about");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
