import type { Page } from "@playwright/test";
import { siteConfig } from "#app/config/site.ts";
import { offlineControlIsland } from "#app/features/offline/offline-names.ts";
import { islandAttribute } from "#app/lib/island.ts";
import { sitePort, variantOrigin } from "#tests/variants/variants.ts";
import { accessibilityProblems } from "./axe.ts";
import { expect, isSameDocument, markDocument, test, waitForHydration } from "./fixtures.ts";
import {
  atlasCaches,
  footerControl,
  keptFiles,
  openWithWorker,
  saveAtlas,
  serveCopy,
  variantSite,
} from "./offline.ts";

/**
 * Issue 58, offline use, on the shipped site (no species yet), the site built from the fixture
 * content (nine species) and that content under a path, as a GitHub Pages project site serves it.
 */
const sites = [
  { name: "the shipped site", origin: `http://localhost:${sitePort}`, base: "", species: false },
  { name: "the content variant", origin: variantOrigin("content"), base: "", species: true },
  {
    name: "the subpath variant",
    origin: variantOrigin("subpath"),
    base: "/fungi-atlas",
    species: true,
  },
];

test.use({ serviceWorkers: "allow" });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Expects axe to find nothing on the page as it is, in either colour scheme. */
async function expectNoAccessibilityProblems(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await accessibilityProblems(page), colorScheme).toEqual([]);
  }
}

/** The offline page's list of what the device holds. */
const savedList = (page: Page) => page.getByRole("region", { name: "Saved on this device" });

for (const { name, origin, base, species } of sites) {
  test.describe(name, () => {
    test.use({ baseURL: origin });

    test("before saving, the worker keeps at most 1 MB, all of it the site's own, and an unopened page offline is the offline page", async ({
      page,
      context,
    }) => {
      await openWithWorker(page, `${base}/`);
      await page.goto(`${base}/about`);
      await waitForHydration(page);
      // Kept once its answer has been given.
      await expect
        .poll(async () => (await keptFiles(page)).map(({ url }) => new URL(url).pathname))
        .toContain(`${base}/about`);
      const kept = await keptFiles(page);
      const bytes = kept.reduce((sum, file) => sum + file.bytes, 0);
      test.info().annotations.push({
        type: "kept before saving",
        description: `${(bytes / 1024).toFixed(0)} KB in ${kept.length} files`,
      });
      expect(bytes).toBeLessThanOrEqual(1024 * 1024);
      expect(kept.filter(({ url }) => !url.startsWith(`${origin}${base}/`))).toEqual([]);
      expect(await atlasCaches(page)).toEqual([]);

      await context.setOffline(true);
      const response = await page.goto(`${base}/culture`);
      expect(response?.status()).toBe(503);
      await expect(heading(page)).toHaveText("You are offline");
      await expect(page).toHaveTitle(`You are offline | ${siteConfig.name}`);
      await expect(savedList(page)).toContainText("Pages you opened");
      await expect(savedList(page).locator(`a[href="${base}/about"]`)).toBeVisible();
      await expectNoAccessibilityProblems(page);
      // A page opened before opens offline, as it was.
      await page.goto(`${base}/about`);
      await expect(heading(page)).not.toHaveText("You are offline");
    });

    test("the web app manifest installs the site as an app of its own, under its path", async ({
      request,
    }) => {
      const manifest = await (await request.get(`${base}/manifest.webmanifest`)).json();
      expect(manifest).toMatchObject({
        id: `${base}/`,
        name: siteConfig.name,
        short_name: siteConfig.name,
        start_url: `${base}/`,
        scope: `${base}/`,
        display: "standalone",
        background_color: "#faf6ee",
        theme_color: "#faf6ee",
      });
      for (const icon of manifest.icons as { src: string }[]) {
        expect(icon.src.startsWith(`${base}/`), icon.src).toBe(true);
        expect((await request.get(icon.src)).status(), icon.src).toBe(200);
      }
    });

    if (!species) {
      test("after saving, /types, /identify and the search work offline, with no species yet", async ({
        page,
        context,
      }) => {
        await openWithWorker(page, `${base}/`);
        await saveAtlas(page);
        await context.setOffline(true);
        for (const [path, title] of [
          ["/types", "Types of Mushrooms"],
          ["/identify", "Identify a find"],
        ] as const) {
          await page.goto(`${base}${path}`);
          await waitForHydration(page);
          await expect(heading(page)).toHaveText(title);
        }
        await page.keyboard.press("Control+k");
        const search = page.getByRole("dialog", { name: "Search" });
        await search.getByRole("searchbox").fill("culture");
        await expect(search.getByRole("list").getByRole("link").first()).toBeVisible();
      });
      return;
    }

    test("after saving, species pages, /types, /identify with choices and search with a query work offline", async ({
      page,
      context,
    }) => {
      await openWithWorker(page, `${base}/types`);
      await expect(
        page
          .getByRole("region", { name: "Take the atlas into the forest" })
          .getByRole("button", { name: /^Save the atlas for offline use: \d+(\.\d)? MB$/ }),
      ).toBeVisible();
      await expectNoAccessibilityProblems(page);
      await saveAtlas(page);
      await expectNoAccessibilityProblems(page);
      await context.setOffline(true);

      await page.goto(`${base}/types/fly-agaric`);
      await waitForHydration(page);
      await expect(heading(page)).toHaveText("Fly Agaric");
      await expect(footerControl(page)).toContainText(/Saved for offline use on \w+ \d+, \d{4}/);
      // Its photo, at whatever size the screen asks for: the smallest is the one kept.
      await expect
        .poll(() =>
          page
            .locator("article picture img")
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);

      // By link: a page load (a page React does not hydrate has no client-side navigation, ADR
      // 035), which the worker answers from the atlas.
      await markDocument(page);
      await page.locator('main a[href$="/types/chanterelle"]').first().click();
      await expect(heading(page)).toHaveText("Chanterelle");
      expect(await isSameDocument(page)).toBe(false);

      await page.goto(`${base}/types`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Species" })).toBeVisible();
      const drawing = page.locator('main img[src*="/drawings/"]').first();
      await expect
        .poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      await page.goto(`${base}/identify?capColour=red`);
      await waitForHydration(page);
      await expect(page.locator("table tbody th a").first()).toHaveText("Fly agaric");

      await page
        .getByRole("banner")
        .getByRole("link", { name: "Search" })
        .filter({ visible: true })
        .click();
      const search = page.getByRole("dialog", { name: "Search" });
      await search.getByRole("searchbox").fill("girolle");
      await expect(search.getByRole("list").getByRole("link").first()).toContainText("Chanterelle");
      await page.keyboard.press("Escape");

      await page.goto(`${base}/search?q=amanita`);
      await waitForHydration(page);
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: /Death Cap/ })
          .first(),
      ).toBeVisible();

      // A page the atlas does not hold, by a link from one it does: the offline page, at its address.
      await page.goto(`${base}/types/fly-agaric`);
      await waitForHydration(page);
      await page.locator('main a[href$="/culture/mushrooms-in-art"]').first().click();
      await expect(heading(page)).toHaveText("You are offline");
      await expect(page).toHaveURL(`${origin}${base}/culture/mushrooms-in-art`);
      await expect(savedList(page)).toContainText("The atlas, saved for offline use on");
      await expect(
        savedList(page).getByRole("listitem").filter({ hasText: "Types" }),
      ).toContainText("(9 species)");
    });
  });
}

/** The height of the footer's "Save for offline use" control, as laid out now. */
const controlHeight = async (page: Page) =>
  (
    await footerControl(page)
      .locator(`[${islandAttribute}="${offlineControlIsland}"]`)
      .boundingBox()
  )?.height ?? 0;

test.describe("saving", () => {
  test.use({ baseURL: variantOrigin("content") });
  test("a save cut short keeps nothing and says so; so does a cancelled one", async ({ page }) => {
    // The species pages get no answer until the test says, as on a signal that stalls: the save
    // is surely under way when it is cut short or cancelled, however busy the machine.
    const site = await serveCopy(variantSite("content"), { hold: /^\/types\// });
    try {
      await openWithWorker(page, `${site.origin}/types`);
      const save = footerControl(page).getByRole("button", { name: /^Save the atlas/ });
      await save.click();
      await expect(footerControl(page).getByRole("progressbar")).toBeVisible();
      await expect.poll(() => site.held.count()).toBeGreaterThan(0);
      const whileSaving = await controlHeight(page);
      site.held.drop();
      await expect(footerControl(page)).toContainText(
        "The atlas could not be saved: part of it did not arrive. Nothing was kept.",
      );
      // Its words shorter than the progress's, the control keeps its height: what follows it in
      // the footer does not move under the reader's eyes.
      expect(await controlHeight(page)).toBeGreaterThanOrEqual(whileSaving);
      expect(await atlasCaches(page)).toEqual([]);
      site.held.hold();

      await save.click();
      // Its pages held back, it cannot end before Cancel, pressed once it waits for them.
      await expect(footerControl(page)).toContainText(/Saving the atlas for offline use: .* of /);
      await expect.poll(() => site.held.count()).toBeGreaterThan(0);
      await footerControl(page).getByRole("button", { name: "Cancel" }).click();
      await expect(footerControl(page)).toContainText("Saving was cancelled. Nothing was kept.");
      expect(await atlasCaches(page)).toEqual([]);
      // The one button of the control kept the focus through its states.
      await expect(save).toBeFocused();
    } finally {
      await site.close();
    }
  });

  test("one file failing ends the save: the others on their way are let go, and the failure stays said", async ({
    page,
  }) => {
    // Every file of the save held but its list (under /offline/), once the worker has its own.
    const site = await serveCopy(variantSite("content"), {
      hold: /^\/(?!offline\/)/,
      passing: true,
    });
    try {
      await openWithWorker(page, `${site.origin}/types`);
      site.held.hold();
      const save = footerControl(page).getByRole("button", { name: /^Save the atlas/ });
      await save.click();
      // The six files fetched together all wait, whatever the atlas's list holds.
      await expect.poll(() => site.held.count()).toBeGreaterThan(1);
      site.held.failOne();
      await expect(footerControl(page)).toContainText(
        "The atlas could not be saved: part of it did not arrive. Nothing was kept.",
      );
      // Had they been left to arrive, each would have put the progress back over the failure.
      await expect.poll(() => site.held.count()).toBe(0);
      await expect(save).toBeVisible();
      await expect(footerControl(page).getByRole("progressbar")).toHaveCount(0);
      expect(await atlasCaches(page)).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test("Remove deletes the saved atlas from the device", async ({ page }) => {
    await openWithWorker(page, "/types");
    await saveAtlas(page);
    expect(await atlasCaches(page)).toHaveLength(1);
    await footerControl(page).getByRole("button", { name: "Remove" }).click();
    await expect(footerControl(page)).toContainText(
      "The saved atlas was removed from this device.",
    );
    expect(await atlasCaches(page)).toEqual([]);
    await expect(
      footerControl(page).getByRole("button", { name: /^Save the atlas/ }),
    ).toBeVisible();
  });

  test("the worker registers only once the page has hydrated, after its first paint", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        Object.assign(window, {
          registeredAfter: {
            hydration: document.head.querySelector("link[rel='manifest']") !== null,
            paint: performance.getEntriesByName("first-contentful-paint").length > 0,
          },
        });
        return register.apply(this, args);
      };
    });
    await openWithWorker(page, "/");
    expect(
      await page.evaluate(() => (window as { registeredAfter?: unknown }).registeredAfter),
    ).toEqual({
      hydration: true,
      paint: true,
    });
  });
});
