import type { Page } from "@playwright/test";
import { siteConfig } from "#app/config/site.ts";
import {
  consoleMessages,
  expect,
  isSameDocument,
  markDocument,
  narrow,
  test,
  wide,
} from "./fixtures.ts";

const { bannerScriptUrl, extraScriptUrl, slots } = siteConfig.ads;

/** Every page, and an unknown path for the 404 page, with the key of its slots in the config. */
const pages = [
  ...["/", "/about", "/types", "/culture", "/blog", "/contact"].map((path) => ({
    path,
    key: path,
  })),
  { path: "/no-such-page", key: "/404" },
];

const viewports = [
  { name: "1280 px", size: wide, narrowScreen: false },
  { name: "375 px", size: narrow, narrowScreen: true },
];

/** The configured banner slots a visitor sees on a page at a width. */
function shownSlots(page: string, narrowScreen: boolean) {
  const all: { bannerId: string; minHeight: number; showOnNarrow: boolean }[] =
    slots[page as keyof typeof slots];
  return all.filter((slot) => slot.showOnNarrow || !narrowScreen);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A request for one banner of the ad network; the match's first group is the banner id. */
const bannerUrlPattern = new RegExp(
  `^${bannerScriptUrl.split("{bannerId}").map(escapeRegExp).join("(\\d+)")}$`,
);

/** A classic ad tag: the network's script draws a 300×250 creative with document.write. */
const stubCreative = (id: string) =>
  `document.write('<div data-creative="${id}" style="width:300px;height:250px;background:#b03a2e;color:#fff">Ad ${id}</div>');`;

interface NetworkStub {
  /** The banner ids the network was asked for, in order (one per loaded slot). */
  bannerRequests: string[];
  extraScriptRequests: number;
}

/** Answers the ad network and the third-party script with `creative`, after `delayMs`. */
async function stubAdNetwork(
  page: Page,
  {
    delayMs = 0,
    creative = stubCreative,
  }: { delayMs?: number; creative?: (id: string) => string } = {},
): Promise<NetworkStub> {
  const stub: NetworkStub = { bannerRequests: [], extraScriptRequests: 0 };
  const answer = async (body: string, fulfill: (body: string) => Promise<void>) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await fulfill(body).catch(() => {}); // the page may have moved on meanwhile
  };
  await page.route(bannerUrlPattern, (route) => {
    const id = bannerUrlPattern.exec(route.request().url())?.[1] ?? "";
    stub.bannerRequests.push(id);
    return answer(creative(id), (body) => route.fulfill({ contentType: "text/javascript", body }));
  });
  await page.route(extraScriptUrl, (route) => {
    stub.extraScriptRequests += 1;
    return answer(creative("extra"), (body) =>
      route.fulfill({ contentType: "text/javascript", body }),
    );
  });
  return stub;
}

/** Scrolls to the bottom as a reader would, a screen at a time, so lazy slots come into view. */
async function scrollThrough(page: Page) {
  const viewportHeight = page.viewportSize()?.height ?? 800;
  for (
    let y = 0;
    y < (await page.evaluate(() => document.body.scrollHeight));
    y += viewportHeight / 2
  ) {
    await page.mouse.wheel(0, viewportHeight / 2);
    await page.waitForTimeout(100);
  }
}

const creativeIn = (page: Page, slot: string) =>
  page.frameLocator(`${slot} iframe`).locator("[data-creative]");

for (const { name, size, narrowScreen } of viewports) {
  for (const { path, key } of pages) {
    test(`${path} at ${name}: its slots show their banners, hidden slots request nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const network = await stubAdNetwork(page);
      const frameRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/ad-frame.html")) frameRequests.push(request.url());
      });
      await page.goto(path);
      const expected = shownSlots(key, narrowScreen).map((slot) => slot.bannerId);

      const visibleIds = await page
        .locator("[data-banner-id]")
        .evaluateAll((elements) =>
          elements
            .filter((slot) => slot.checkVisibility())
            .map((slot) => slot.getAttribute("data-banner-id")),
        );
      expect(visibleIds.toSorted()).toEqual(expected.toSorted());
      await expect(page.locator("[data-ad-script-slot]")).toBeVisible();
      // Labelled for screen readers and sighted visitors alike, by the visible caption.
      const labelled = page.getByRole("figure", { name: "Advertisement" });
      await expect(labelled).toHaveCount(expected.length + 1);
      for (const slot of await labelled.all()) {
        await expect(slot.getByText("Advertisement", { exact: true })).toBeVisible();
      }

      await scrollThrough(page);
      for (const id of expected) {
        await expect(creativeIn(page, `[data-banner-id="${id}"]`)).toHaveAttribute(
          "data-creative",
          id,
        );
      }
      await expect(creativeIn(page, "[data-ad-script-slot]")).toHaveAttribute(
        "data-creative",
        "extra",
      );
      expect(network.bannerRequests.toSorted()).toEqual(expected.toSorted());
      expect(network.extraScriptRequests).toBe(1);
      expect(frameRequests).toHaveLength(expected.length + 1);
      await expect(page.locator("[data-banner-id] iframe")).toHaveCount(expected.length);
    });
  }
}

test("slots load when they come near the viewport, not at start-up", async ({ page }) => {
  await page.setViewportSize(narrow);
  const network = await stubAdNetwork(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(network.bannerRequests).toEqual([]);
  expect(network.extraScriptRequests).toBe(0);
  await scrollThrough(page);
  await expect.poll(() => network.bannerRequests).toEqual(["310001"]);
});

test("each slot frame is sandboxed: scripts and pop-ups, no same-origin access, no top navigation", async ({
  page,
}) => {
  await page.setViewportSize(wide);
  await page.goto("/about");
  await scrollThrough(page);
  const frames = page.locator("[data-banner-id] iframe, [data-ad-script-slot] iframe");
  await expect(frames).toHaveCount(3);
  for (const frame of await frames.all()) {
    await expect(frame).toHaveAttribute(
      "sandbox",
      "allow-scripts allow-popups allow-popups-to-escape-sandbox",
    );
    await expect(frame).toHaveAttribute("title", "Advertisement");
  }
});

for (const { name, size } of viewports) {
  test(`no layout shift at ${name} while scrolling every page, with creatives arriving late`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await stubAdNetwork(page, { delayMs: 1500 });
    await page.addInitScript(() => {
      const shifts = { score: 0 };
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.score += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const { path } of pages) {
      await page.goto(path);
      await scrollThrough(page);
      // Every creative arrives while the reader is at the bottom of the page.
      await expect(creativeIn(page, "[data-ad-script-slot]")).toBeVisible();
      await page.mouse.wheel(0, -100_000);
      await page.waitForTimeout(300);
      const score = await page.evaluate(
        () => (window as unknown as { layoutShifts: { score: number } }).layoutShifts.score,
      );
      expect(score, `cumulative layout shift on ${path}`).toBeLessThan(0.01);
    }
  });
}

test("a hostile creative cannot rewrite the page, retitle it, read its storage or navigate away", async ({
  page,
}) => {
  await page.setViewportSize(wide);
  const escapes: string[] = [];
  await page.route("https://evil.example/**", (route) => {
    escapes.push(route.request().url());
    return route.fulfill({ body: "phished" });
  });
  await stubAdNetwork(page, {
    creative: (id) => `
      const tries = [
        () => { top.document.body.innerHTML = "<h1>Hacked</h1>"; },
        () => { parent.document.title = "Hacked"; },
        () => { top.document.title = "Hacked"; },
        () => { top.localStorage.setItem("owner", "ad"); },
        () => { localStorage.setItem("owner", "ad"); },
        () => { document.cookie = "owner=ad"; },
        () => { top.location.href = "https://evil.example/location"; },
        () => { window.open("https://evil.example/open-top", "_top"); },
      ];
      for (const attempt of tries) { try { attempt(); } catch {} }
      document.write('<a id="escape" href="https://evil.example/link" target="_top">Win a prize</a>');
      document.write('<form id="post" action="https://evil.example/form" target="_top"></form>');
      setTimeout(() => {
        try { document.getElementById("escape").click(); } catch {}
        try { document.getElementById("post").submit(); } catch {}
        document.body.insertAdjacentHTML("beforeend", '<div data-creative="${id}">done</div>');
      }, 200);
    `,
  });
  await page.goto("/about");
  await page.evaluate(() => localStorage.setItem("owner", "site"));
  const title = await page.title();
  // A new document in the tab is the visitor taken away (same-document history updates are not).
  const navigations: string[] = [];
  page.on("domcontentloaded", () => navigations.push(page.url()));

  await scrollThrough(page);
  for (const slot of [
    '[data-banner-id="310101"]',
    '[data-banner-id="310102"]',
    "[data-ad-script-slot]",
  ]) {
    await expect(creativeIn(page, slot)).toHaveText("done");
  }
  await page.waitForTimeout(500);

  expect(page.url()).toMatch(/\/about$/);
  expect(navigations).toEqual([]);
  expect(escapes).toEqual([]);
  expect(await page.title()).toBe(title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Mushrooms");
  expect(await page.evaluate(() => localStorage.getItem("owner"))).toBe("site");
  expect(await page.evaluate(() => document.cookie)).not.toContain("owner=ad");
});

test("the ad frame loads nothing for a malformed banner id or outside its sandbox", async ({
  page,
}) => {
  const network = await stubAdNetwork(page);
  // Any request to the ad network, whatever banner id it carries.
  const adNetwork = new URL(bannerScriptUrl.replace("{bannerId}", "0")).host;
  const adNetworkRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).host === adNetwork) adNetworkRequests.push(request.url());
  });
  await page.goto("/");
  // The page's own slot beside the content loads first; only what follows counts.
  await expect.poll(() => network.bannerRequests).toContain("310003");
  await page.waitForLoadState("networkidle");
  network.bannerRequests.length = 0;
  network.extraScriptRequests = 0;
  adNetworkRequests.length = 0;
  await page.evaluate(async () => {
    const frame = document.createElement("iframe");
    frame.sandbox.add("allow-scripts");
    frame.src = '/ad-frame.html?banner=1"><img src=x onerror=alert(1)>';
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve));
    document.body.append(frame);
    await loaded;
  });
  // Opened directly, the frame document would share the site's origin: it must refuse to run ads.
  await page.goto("/ad-frame.html?banner=310101");
  await page.goto("/ad-frame.html?extra");
  await page.waitForTimeout(300);
  expect(network.bannerRequests).toEqual([]);
  expect(adNetworkRequests).toEqual([]);
  expect(network.extraScriptRequests).toBe(0);
});

test("client-side navigation tears down the old slots and loads fresh ads", async ({ page }) => {
  await page.setViewportSize(wide);
  const network = await stubAdNetwork(page);
  await page.goto("/");
  await scrollThrough(page);
  await expect(creativeIn(page, '[data-banner-id="310001"]')).toBeVisible();
  await markDocument(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Mushrooms");
  await expect(page.locator('[data-banner-id="310001"]')).toHaveCount(0);
  await scrollThrough(page);
  for (const id of ["310101", "310102"]) {
    await expect(creativeIn(page, `[data-banner-id="${id}"]`)).toHaveAttribute("data-creative", id);
  }
  await expect(page.locator("iframe")).toHaveCount(3);
  expect(network.extraScriptRequests).toBe(2);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Discover the Magic of Mushrooms",
  );
  await scrollThrough(page);
  await expect(creativeIn(page, '[data-banner-id="310001"]')).toBeVisible();
  expect(network.bannerRequests.filter((id) => id === "310001")).toHaveLength(2);
  expect(await isSameDocument(page)).toBe(true);
});

test("ads are not a keyboard trap: Tab moves through a filled slot and on to the footer", async ({
  page,
}) => {
  await page.setViewportSize(narrow);
  await stubAdNetwork(page, {
    creative: (id) =>
      `document.write('<a data-creative="${id}" href="https://advertiser.example/" target="_blank">Visit advertiser</a>');`,
  });
  await page.goto("/about");
  await scrollThrough(page);
  await expect(creativeIn(page, '[data-banner-id="310101"]')).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Back to home" }).focus();
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "About" });
  for (
    let press = 0;
    press < 10 && !(await footerLink.evaluate((link) => link === document.activeElement));
    press++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(footerLink).toBeFocused();
});

test.describe("with the ad network blocked, failing or slow", () => {
  for (const { path, key } of pages) {
    test(`${path} stays intact, each slot a labelled placeholder of its reserved size`, async ({
      page,
    }) => {
      // The fixture aborts every third-party request, as an ad blocker does.
      for (const { size, narrowScreen } of viewports) {
        await page.setViewportSize(size);
        await page.goto(path);
        await scrollThrough(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toContainText("Quick Links");
        for (const slot of shownSlots(key, narrowScreen)) {
          const element = page.locator(`[data-banner-id="${slot.bannerId}"]`);
          await expect(element.getByText("Advertisement", { exact: true })).toBeVisible();
          await expect(element.locator("iframe")).toBeAttached();
          expect((await element.locator("iframe").boundingBox())?.height).toBe(slot.minHeight);
        }
        const scriptSlot = page.locator("[data-ad-script-slot] iframe");
        expect((await scriptSlot.boundingBox())?.height).toBe(250);
      }
    });
  }

  test("a creative that throws stays in its frame, as a warning; the page keeps working", async ({
    page,
  }) => {
    // The fixture fails the test on any uncaught error, the ad frames' included.
    const warnings = consoleMessages(page, ["warning"]);
    await page.setViewportSize(wide);
    await stubAdNetwork(page, {
      creative: (id) => `throw new Error("creative ${id} failed");`,
    });
    await page.goto("/");
    await scrollThrough(page);
    await expect(page.locator("[data-banner-id] iframe")).toHaveCount(3);
    await expect
      .poll(() => warnings.filter((text) => text.startsWith("Ad script error:")).length)
      .toBe(4);
    await markDocument(page);
    await page.getByRole("navigation").getByRole("link", { name: "Types" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Types of Mushrooms");
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a network answering with errors leaves placeholders and no uncaught error", async ({
    page,
  }) => {
    await page.setViewportSize(wide);
    await page.route(bannerUrlPattern, (route) => route.fulfill({ status: 500, body: "down" }));
    await page.route(extraScriptUrl, (route) => route.fulfill({ status: 503 }));
    await page.goto("/");
    await scrollThrough(page);
    await expect(page.locator("[data-banner-id] iframe")).toHaveCount(3);
    await expect(page.getByRole("figure", { name: "Advertisement" })).toHaveCount(4);
  });
});
