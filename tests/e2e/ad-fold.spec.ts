import type { Page } from "@playwright/test";
import { foldAfterMs } from "#app/features/ads/fold-when-empty.ts";
import { bannerIdOf, isAdNetworkUrl, stubThirdParties } from "#tests/mocks/third-parties.ts";
import {
  cumulativeLayoutShift,
  expect,
  nextFrames,
  recordLayoutShifts,
  test,
  unknownPath,
} from "./fixtures.ts";

// An ad slot that stays empty folds away, label and all, only while it is out of the viewport:
// nothing the visitor sees moves. Once one ad is known blocked, every slot out of view folds at
// once; a slot whose ad only did not fill folds after a few seconds. The fixture blocks every
// third party, as an ad blocker does.

const phone = { width: 390, height: 844 };

const visibleSlots = (page: Page) =>
  page
    .locator("figure[data-ad-size]")
    .evaluateAll((slots) => slots.filter((slot) => (slot as HTMLElement).checkVisibility()).length);

/** The slots in the viewport that are not shown: a slot in view never folds. */
const foldedInView = (page: Page) =>
  page.locator("figure[data-ad-size]").evaluateAll(
    (slots) =>
      slots.filter((slot) => {
        const { top, bottom } = slot.getBoundingClientRect();
        return bottom > 0 && top < innerHeight && !(slot as HTMLElement).checkVisibility();
      }).length,
  );

/**
 * Scrolls down to the page's end in steps, as a reader does, so every slot comes in view: a
 * `screens` part of the screen each 100 ms (half a screen: 4,200 px a second at 390 x 844, a fast
 * flick; a quarter: a quick skim).
 */
async function readToTheEnd(page: Page, screens = 1 / 2) {
  for (;;) {
    const moved = await page.evaluate((part) => {
      const before = scrollY;
      scrollBy({ top: innerHeight * part, behavior: "instant" });
      return scrollY !== before;
    }, screens);
    if (!moved) return;
    await page.waitForTimeout(100);
  }
}

test.use({ viewport: phone });

/** A page of each kind: the home page, the sections, an article, a species and the others. */
const pageKinds = [
  "/",
  "/about",
  "/types",
  "/types/fly-agaric",
  "/culture",
  "/culture/food-traditions",
  "/blog",
  "/contact",
  "/privacy",
  "/search",
  "/identify",
  unknownPath,
] as const;

/**
 * Watches the page as it is read: when its probe of the ad network (a HEAD of an ad's script,
 * ad-frame-loader.ts) was asked and when it failed, and, for each slot below the first screen, the
 * longest time it was shown in the viewport (with the ad hosts blocked, such a slot is an empty
 * box). Read with `emptyInView`.
 */
const watchSlots = () => {
  const watch = { probeAt: 0, failedAt: 0, longest: 0 };
  Object.assign(window, { slotWatch: watch });
  const pageFetch = window.fetch;
  window.fetch = (input, init) => {
    const answer = pageFetch(input, init);
    if (init?.method === "HEAD") {
      watch.probeAt ||= performance.now();
      answer.catch(() => (watch.failedAt ||= performance.now()));
    }
    return answer;
  };
  addEventListener("DOMContentLoaded", () => {
    const inViewSince = new Map<Element, number>();
    const onFirstScreen = new Set<Element>();
    const sample = (now: number) => {
      for (const slot of document.querySelectorAll("figure[data-ad-size]")) {
        const { top, bottom } = slot.getBoundingClientRect();
        const shown = (slot as HTMLElement).checkVisibility() && bottom > 0 && top < innerHeight;
        if (shown && scrollY === 0) onFirstScreen.add(slot);
        if (!shown || onFirstScreen.has(slot)) inViewSince.delete(slot);
        else if (!inViewSince.has(slot)) inViewSince.set(slot, now);
        else watch.longest = Math.max(watch.longest, now - (inViewSince.get(slot) ?? now));
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
};

const emptyInView = (page: Page) =>
  page.evaluate(() => {
    const { probeAt, failedAt, longest } = (
      window as unknown as { slotWatch: { probeAt: number; failedAt: number; longest: number } }
    ).slotWatch;
    return { failureKnownAfter: failedAt && failedAt - probeAt, longestInView: longest };
  });

test("with the ad hosts blocked, no empty slot below the first screen comes in view", async ({
  page,
  navigate,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(watchSlots);
  await recordLayoutShifts(page);
  for (const path of pageKinds) {
    await navigate(path);
    // The page probes its ad network at once: its failure is known while the reader is on the
    // first screen, and no frame was made for it.
    await expect.poll(async () => (await emptyInView(page)).failureKnownAfter).toBeGreaterThan(0);
    // The reader starts once the page has drawn a frame or two since: a reader's first scroll
    // comes that late after a paint, where a test's can land before a busy page has measured its
    // slots, and then the near ones rightly wait for the page to be still (ADR 032).
    await nextFrames(page);
    await nextFrames(page);
    await readToTheEnd(page);
    // A slot in view when the failure was known kept its room.
    expect(await foldedInView(page), path).toBe(0);
    const { failureKnownAfter, longestInView } = await emptyInView(page);
    // Known within a second of the probe (measured: a few milliseconds), and every slot below the
    // first screen folded before the reader came to it.
    expect(failureKnownAfter, path).toBeLessThan(1000);
    expect(longestInView, path).toBe(0);
    const { score, shifted } = await cumulativeLayoutShift(page);
    expect(score, `layout shift on ${path}, of ${shifted.join(", ")}`).toBe(0);
  }
});

test("a slot in view when its ad fails keeps its room, above the view too, and folds once below it", async ({
  page,
  navigate,
}) => {
  // A short window, so the page's end leaves its slots above it, the footer filling the view.
  await page.setViewportSize({ width: 390, height: 420 });
  // The ad hosts answer only once the probed slot is in view, then fail, as a blocker makes them.
  const { promise: answered, resolve: answer } = Promise.withResolvers<void>();
  const asked: string[] = [];
  await page.route(isAdNetworkUrl, async (route) => {
    asked.push(route.request().url());
    await answered;
    await route.abort();
  });
  await page.addInitScript(watchSlots);
  await recordLayoutShifts(page);
  await navigate("/");
  await expect.poll(() => asked.length).toBe(1);
  const probed = page.locator(`[data-banner-id="${bannerIdOf(asked[0] ?? "")}"]`);
  await probed.evaluate((slot) => slot.scrollIntoView({ block: "center", behavior: "instant" }));
  answer();
  await expect.poll(async () => (await emptyInView(page)).failureKnownAfter).toBeGreaterThan(0);
  await readToTheEnd(page);
  expect(await probed.evaluate((slot) => slot.getBoundingClientRect().bottom <= 0)).toBe(true);
  await expect(probed).toBeVisible();
  await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
  await expect(probed).toBeHidden();
  const { score, shifted } = await cumulativeLayoutShift(page);
  expect(score, `layout shift, of ${shifted.join(", ")}`).toBe(0);
});

test("a slot whose ad filled stays", async ({ page, navigate }) => {
  await stubThirdParties(page);
  await navigate("/privacy");
  const slots = await visibleSlots(page);
  await readToTheEnd(page);
  await expect(
    page.frameLocator("[data-ad-script-slot] iframe").locator("[data-creative]"),
  ).toBeAttached();
  await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForTimeout(foldAfterMs + 1000);
  expect(await visibleSlots(page)).toBe(slots);
});
