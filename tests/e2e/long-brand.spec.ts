import type { Locator } from "@playwright/test";
import { brandLimits } from "#app/checks/core.schema.ts";
import { longBrand, variantOrigin } from "#tests/variants/variants.ts";
import { expect, sidewaysOverflow, test } from "./fixtures.ts";

// The "ad-tags-c-d" variant's brand is 40 characters long, the most the schema allows, with no
// shortName: the header shows it whole from 360 px, beside the key's and the search's buttons.
test.use({ baseURL: variantOrigin("ad-tags-c-d") });

const widths = [320, 375, 768, 800, 1024, 1280, 1920];

/** Where a box is, and how many lines of text it holds. */
async function measure(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return {
      left: box.left,
      right: box.right,
      height: box.height,
      lines: Math.round(box.height / lineHeight),
      cut: element.scrollHeight > element.clientHeight + 1,
      overflows: element.scrollWidth > element.clientWidth,
    };
  });
}

test("the variant's brand is as long as the schema allows", () => {
  expect(longBrand).toHaveLength(brandLimits.name);
});

for (const width of widths) {
  test(`at ${width} px the header holds a ${brandLimits.name}-character brand on two lines at most, and the key and the search`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await navigate("/about");
    const banner = page.getByRole("banner");
    const brandLink = banner.getByRole("link", { name: longBrand, exact: true });
    await expect(brandLink).toBeVisible();
    const brandText = brandLink.getByText(longBrand, { exact: true });
    // The bar the brand sits in: the top bar's row, or the narrow header.
    const bar = brandLink.locator("..");

    const brand = await measure(brandText);
    expect(brand.lines, "lines of brand").toBeLessThanOrEqual(2);
    // At 320 px it ends in an ellipsis (a shortName is the owner's way out): the key and the
    // search come first.
    expect(brand.cut, "the brand is cut short").toBe(width < 360);
    expect(brand.right).toBeLessThanOrEqual(width);
    for (const name of [/^Identify a find$/, /^Search/]) {
      const action = await measure(banner.getByRole("link", { name }).filter({ visible: true }));
      expect(action.left, `${name} beside the brand`).toBeGreaterThanOrEqual(brand.right);
      expect(action.right).toBeLessThanOrEqual(width);
    }
    const header = await measure(bar);
    expect(header.height, "the header's height").toBeLessThanOrEqual(64);
    expect(header.overflows, "something sticks out of the header").toBe(false);
    expect(await sidewaysOverflow(page)).toBe(0);

    if (width >= 768) {
      // The top bar: every link beside the brand, on the screen, and working.
      const nav = banner.getByRole("navigation", { name: "Main", exact: true });
      const links = await nav.getByRole("link").all();
      for (const link of links) {
        const box = await measure(link);
        expect(box.left).toBeGreaterThanOrEqual(brand.right);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      await nav.getByRole("link", { name: "Contact" }).click();
    } else {
      const menuButton = banner.getByRole("button", { name: "Menu" });
      const button = await measure(menuButton);
      expect(button.left).toBeGreaterThanOrEqual(brand.right);
      expect(button.right).toBeLessThanOrEqual(width);
      await menuButton.click();
      await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: "Contact" })
        .click();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    expect(await sidewaysOverflow(page)).toBe(0);
  });
}
