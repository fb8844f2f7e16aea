import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The search dialog, once open. */
export const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search" });
export const searchField = (page: Page) =>
  searchDialog(page).getByRole("searchbox", { name: "Search the site" });

/** Opens the search from the header's button at the current width. */
export async function openSearch(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Search" })
    .filter({ visible: true })
    .click();
  await expect(searchField(page)).toBeFocused();
}
