import type { Page } from "@playwright/test";
import { foldAfterMs } from "#app/features/ads/use-fold-when-empty.ts";
import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import { cumulativeLayoutShift, expect, recordLayoutShifts, test } from "./fixtures.ts";

// An ad slot that stays empty (the network blocked, failing, or no ad to show) folds away, label
// and all, once it has stayed so for a few seconds, and only while it is out of the viewport:
// nothing the visitor sees moves. The fixture blocks every third party, as an ad blocker does.

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

/** Scrolls down to the page's end in steps, as a reader does, so every slot comes in view. */
async function readToTheEnd(page: Page) {
  for (;;) {
    const moved = await page.evaluate(() => {
      const before = scrollY;
      scrollBy({ top: innerHeight / 2, behavior: "instant" });
      return scrollY !== before;
    });
    if (!moved) return;
    await page.waitForTimeout(100);
  }
}

test.use({ viewport: phone });

test("with the ad network blocked, the slots fold away once out of view, and nothing on screen moves", async ({
  page,
  navigate,
}) => {
  await recordLayoutShifts(page);
  await navigate("/privacy");
  const slots = await visibleSlots(page);
  expect(slots).toBeGreaterThan(0);
  await readToTheEnd(page);
  // Each slot got its frame near the viewport, and its ad failed; one in view stays.
  await expect(page.locator("figure[data-ad-size] iframe")).toHaveCount(slots);
  await page.waitForTimeout(foldAfterMs + 500);
  expect(await foldedInView(page)).toBe(0);

  // Below the view again, from the top, each folds away.
  await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(() => visibleSlots(page), { timeout: 10_000 }).toBe(0);
  await readToTheEnd(page);
  const { score, shifted } = await cumulativeLayoutShift(page);
  expect(score, `layout shift, of ${shifted.join(", ")}`).toBe(0);
});

test("a slot above the viewport waits there, and folds once the visitor is back above it", async ({
  page,
  navigate,
}) => {
  // A short window, so the page's end leaves its slots above it, the footer filling the view.
  await page.setViewportSize({ width: 390, height: 420 });
  await recordLayoutShifts(page);
  await navigate("/");
  await readToTheEnd(page);
  await expect(page.locator("[data-ad-script-slot] iframe")).toBeAttached();
  const above = () =>
    page.evaluate(
      () =>
        (document.querySelector("[data-ad-script-slot]")?.getBoundingClientRect().bottom ?? 1) <= 0,
    );
  expect(await above()).toBe(true);
  await page.waitForTimeout(foldAfterMs + 1000);
  await expect(page.locator("[data-ad-script-slot]")).toBeVisible();
  await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
  await expect(page.locator("[data-ad-script-slot]")).toBeHidden({ timeout: 5000 });
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
