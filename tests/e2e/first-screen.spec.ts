import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// A European time zone: a first visit gets the consent bar as well as the welcome notice.
test.use({ timezoneId: "Europe/Berlin" });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not on screen`);
  return found;
};

/** The area two boxes share, in square pixels. */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The part of a box inside the screen. */
const onScreen = (a: Box, screen: { width: number; height: number }) =>
  overlap(a, { x: 0, y: 0, ...screen });

const welcome = (page: Page) => page.locator("[data-sonner-toast]");
const consent = (page: Page) => page.getByRole("region", { name: "Privacy choices" });

/** The boxes of what is on screen of the two, once sonner's slide and any other motion is over. */
async function overlays(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const shown: Box[] = [];
  for (const overlay of [welcome(page), consent(page)]) {
    if (await overlay.isVisible()) shown.push(await box(overlay));
  }
  return shown;
}

/** What a visitor must still see: the hero's buttons and the whole brand, on one line. */
async function expectFirstScreenClear(page: Page, screen: { width: number; height: number }) {
  const shown = await overlays(page);
  const [first, second] = shown;
  if (first && second) expect(overlap(first, second), "one over the other").toBe(0);
  const covered = shown.reduce((sum, overlay) => sum + onScreen(overlay, screen), 0);
  expect(covered / (screen.width * screen.height)).toBeLessThanOrEqual(0.25);
  for (const name of [/^Explore Types$/, /^Learn More/]) {
    const button = await box(page.getByRole("main").getByRole("link", { name }));
    for (const overlay of shown) expect(overlap(button, overlay), String(name)).toBe(0);
  }
  const brand = page.getByRole("banner").getByRole("link", { name: "Fungi Atlas" }).first();
  const { lines, cut } = await brand.locator("span").evaluate((name) => {
    const range = document.createRange();
    range.selectNodeContents(name);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return { lines: tops.size, cut: name.scrollWidth > name.clientWidth };
  });
  expect(lines, "lines of the brand").toBe(1);
  expect(cut, "the brand cut short").toBe(false);
}

for (const screen of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test(`a first visit at ${screen.width} × ${screen.height}: the consent bar, then the welcome notice, never over the hero's buttons nor past a quarter of the screen`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(screen);
    await navigate("/");
    await expect(consent(page)).toBeVisible();
    await expectFirstScreenClear(page, screen);
    // The notice comes once the bar is answered, with sonner's defaults (4 s unattended).
    await expect(welcome(page)).toBeHidden();
    await consent(page).getByRole("button", { name: "Reject" }).click();
    await expect(welcome(page)).toBeVisible();
    await expect(welcome(page)).toContainText("Welcome to Fungi Atlas");
    await expectFirstScreenClear(page, screen);
  });
}

test("on a laptop, the welcome notice shows at once, above the consent bar", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await navigate("/");
  await expect(consent(page)).toBeVisible();
  await expect(welcome(page)).toBeVisible();
  const [notice, bar] = await overlays(page);
  expect(notice && bar && overlap(notice, bar)).toBe(0);
});
