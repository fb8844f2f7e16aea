import type { Page } from "@playwright/test";
import { expect, isExpandedForScreenReaders, narrow, test, waitForHydration } from "./fixtures.ts";

/**
 * Makes Chromium a browser without the popover API, as Safari was before 17, before any page script
 * runs: no `popover` property or methods, and a `popovertarget` button that does nothing by itself.
 * (Chromium's own style sheet still hides a closed popover, as app.css does in Safari 16.)
 */
async function removePopoverApi(page: Page) {
  await page.addInitScript(() => {
    for (const name of ["popover", "showPopover", "hidePopover", "togglePopover"]) {
      Reflect.deleteProperty(HTMLElement.prototype, name);
    }
    for (const invoker of [HTMLButtonElement, HTMLInputElement]) {
      Reflect.deleteProperty(invoker.prototype, "popoverTargetElement");
      Reflect.deleteProperty(invoker.prototype, "popoverTargetAction");
    }
    // Registered first on window, so it runs after the page's own listeners: a canceled click
    // skips the button's built-in popovertarget behaviour, whoever canceled it.
    addEventListener("click", (event) => {
      const path = event.composedPath();
      if (path.some((node) => node instanceof Element && node.matches("[popovertarget]"))) {
        event.preventDefault();
      }
    });
  });
}

/** Waits until the menu works: at once natively, after hydration and its script otherwise. */
async function menuReady(page: Page, native: boolean) {
  await waitForHydration(page);
  expect(await page.evaluate(() => "popover" in HTMLElement.prototype)).toBe(native);
  if (!native) {
    // Set by the fallback, whose first act is to say that the menu is closed.
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
      { timeout: 10_000 },
    );
  }
}

/**
 * Whether the button says the menu is expanded. Chromium takes that from its own popover state,
 * which the fallback cannot set, before `aria-expanded`, which is what Safari 16 reads.
 */
async function isExpanded(page: Page, native: boolean) {
  if (native) return isExpandedForScreenReaders(page, "[popovertarget]");
  return (await page.getAttribute("[popovertarget]", "aria-expanded")) === "true";
}

const browsers = [
  { name: "with the popover API", native: true },
  { name: "without the popover API (Safari before 17)", native: false },
];

for (const browser of browsers) {
  test.describe(`the narrow menu, ${browser.name}`, () => {
    test.beforeEach(async ({ page }) => {
      if (!browser.native) await removePopoverApi(page);
      await page.setViewportSize(narrow);
    });

    test("opens and closes with the button, keeping the focus on it", async ({
      page,
      navigate,
    }) => {
      await navigate("/about");
      const menuButton = page.getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu).toBeHidden();
      await menuReady(page, browser.native);

      await menuButton.click();
      await expect(menu).toBeVisible();
      await expect(menuButton).toBeFocused();
      expect(await isExpanded(page, browser.native)).toBe(true);
      // Above the page: the link is what a tap there reaches.
      await menu.getByRole("link", { name: "Contact" }).click({ trial: true });

      await menuButton.click();
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
      expect(await isExpanded(page, browser.native)).toBe(false);
    });

    test("Escape closes it and the focus goes back to the button", async ({ page, navigate }) => {
      await navigate("/about");
      await menuReady(page, browser.native);
      const menuButton = page.getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await menuButton.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "About" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    test("tabbing on past its last link closes it, so it covers nothing the focus reaches", async ({
      page,
      navigate,
    }) => {
      await navigate("/about");
      await menuReady(page, browser.native);
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(menu).toBeVisible();
      // By element: once the menu closes, neither it nor its links have a role to find them by.
      const lastLink = page.locator("nav[popover] a").last();
      await lastLink.focus();
      await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();
      await expect(lastLink).not.toBeFocused();
    });

    test("a click outside closes it; a link in it navigates and closes it", async ({
      page,
      navigate,
    }) => {
      await navigate("/about");
      await menuReady(page, browser.native);
      const menuButton = page.getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await menuButton.click();
      await expect(menu).toBeVisible();
      await page.getByRole("heading", { level: 1 }).click();
      await expect(menu).toBeHidden();

      await menuButton.click();
      await menu.getByRole("link", { name: "Types" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Types of Mushrooms");
      await expect(menu).toBeHidden();
    });
  });
}
