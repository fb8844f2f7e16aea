import type { Page } from "@playwright/test";
import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import {
  cumulativeLayoutShift,
  expect,
  recordLayoutShifts,
  test,
  unknownPath,
  wide,
} from "./fixtures.ts";

// The Better Ads Standards' mobile ad density: on a phone, the ads under a page's content may take
// at most 30 % of the content and the ads together. The browser keeps the slots that fit, the
// extra ad script's first, then the banners from the top (app/features/ads/ad-density.ts).

const phone = { width: 390, height: 844 };

/** A page of each kind: the shipped site's, and the content's article and species pages. */
const pagesOfEveryKind = [
  { kind: "home", path: "/" },
  { kind: "section", path: "/about" },
  { kind: "section with species", path: "/types" },
  { kind: "article", path: "/culture/mushrooms-in-art" },
  { kind: "species", path: "/types/chanterelle" },
  { kind: "blog", path: "/blog" },
  { kind: "contact", path: "/contact" },
  { kind: "privacy", path: "/privacy" },
  { kind: "404", path: unknownPath },
] as const;

/** The ad density the visitor sees: the visible ad slots' heights over theirs and the content's. */
function adDensity(page: Page) {
  return page.evaluate(() => {
    const main = document.getElementById("main")?.getBoundingClientRect().height ?? 0;
    const slots = [...document.querySelectorAll<HTMLElement>("figure[data-ad-size]")]
      .filter((slot) => slot.checkVisibility())
      .map((slot) => {
        const style = getComputedStyle(slot);
        return {
          rank: slot.dataset.narrowOrder,
          id: slot.dataset.bannerId ?? "extra",
          height:
            slot.getBoundingClientRect().height +
            Number.parseFloat(style.marginTop) +
            Number.parseFloat(style.marginBottom),
        };
      });
    const ads = slots.reduce((sum, slot) => sum + slot.height, 0);
    return { density: ads / (main + ads), main, shown: slots };
  });
}

for (const [configuration, origin] of [
  ["the shipped slots and the fixture content", variantOrigin("content")],
  ["five banners a page", variantOrigin("dense-ads")],
] as const) {
  test.describe(`at 390 x 844, with ${configuration}`, () => {
    test.use({ baseURL: origin, viewport: phone });

    for (const { kind, path } of pagesOfEveryKind) {
      test(`the ${kind} page (${path}) keeps its ads at or under 30 %, and nothing moves`, async ({
        page,
        navigate,
      }) => {
        await recordLayoutShifts(page);
        await navigate(path);
        const { density, shown, main } = await adDensity(page);
        expect(density, `ads ${JSON.stringify(shown)} under ${main} px`).toBeLessThanOrEqual(0.3);
        // The lowest are dropped first: the ranks shown run on from the extra slot's 0.
        expect(shown.map((slot) => Number(slot.rank)).toSorted()).toEqual(
          shown.map((_, index) => index),
        );
        const { score, shifted } = await cumulativeLayoutShift(page);
        expect(score, `layout shift of ${shifted.join(", ")}`).toBe(0);
      });
    }
  });
}

test.describe("with five banners a page", () => {
  test.use({ baseURL: variantOrigin("dense-ads") });

  test("a phone drops banners a laptop shows, and the page a link leads to decides again", async ({
    page,
    navigate,
  }) => {
    // The ads fill: blocked, the slots below the view would fold away (ad-fold.spec.ts).
    await stubThirdParties(page);
    await page.setViewportSize(phone);
    await navigate("/types/chanterelle");
    await page.getByRole("link", { name: "Types of Mushrooms" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Types of Mushrooms");
    const onPhone = await adDensity(page);
    expect(onPhone.density).toBeLessThanOrEqual(0.3);
    expect(onPhone.shown.length).toBeLessThan(5);

    await page.setViewportSize(wide);
    await navigate("/types");
    // On a laptop every banner shows, beside or under the content; the density rule is a phone's.
    expect((await adDensity(page)).shown).toHaveLength(6);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, baseURL: variantOrigin("content"), viewport: phone });

  test("a phone shows no empty ad box: no ad can load there", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("figure[data-ad-size]").filter({ visible: true })).toHaveCount(0);
  });
});
