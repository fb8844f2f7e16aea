import type { Locator, Page } from "@playwright/test";
import { variantOrigin } from "#tests/variants/variants.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { openWithWorker, saveAtlas } from "./offline.ts";

// The fixture content with photos (tests/fixtures/fixture-photos.ts): the chanterelle has four,
// the jack-o'-lantern none. A species found by name in the search shows its first photo's
// smallest file, which the names index carries; online, offline, and as a drawing when it fails.
test.use({ baseURL: variantOrigin("photos") });

/** The chanterelle's result in the search dialog, found by its French name (the names index). */
async function searchChanterelle(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Search" })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await dialog.getByRole("searchbox").fill("girolle");
  return dialog.getByRole("link", { name: /^Chanterelle/ }).first();
}

const photoFile = /^\/images\/content\/chanterelle-whole-\w{8}-240\.jpg$/;

/** Whether an image has loaded and shows something (a broken one has no natural width). */
const shown = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("after saving the atlas, a species found by name shows its photo offline", async ({
    page,
    context,
  }) => {
    await openWithWorker(page, "/types");
    await saveAtlas(page);
    await context.setOffline(true);

    await page.goto("/types/death-cap");
    await waitForHydration(page);
    const result = await searchChanterelle(page);
    const image = result.locator("img");
    await expect(image).toHaveAttribute("src", photoFile);
    await expect.poll(() => shown(image)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  });
});

test("a photo that cannot load gives way to the species' drawing, not a broken image", async ({
  page,
}) => {
  await page.route(/\/images\/content\/chanterelle-whole-\w{8}-240\.jpg$/, (route) =>
    route.abort("internetdisconnected"),
  );
  await page.goto("/types/death-cap");
  await waitForHydration(page);
  const result = await searchChanterelle(page);
  const image = result.locator("img");
  await expect(image).toHaveAttribute("src", /^\/drawings\/chanterelle\.svg$/);
  await expect.poll(() => shown(image)).toBe(true);
});
