import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Where a hostile creative tries to take the visitor: answered here, so that an escape shows. */
export const evilOrigin = "https://evil.example";

/**
 * Watches the page for what a hostile creative would do to it: take the visitor to `evilOrigin`,
 * load another document in the tab, retitle or rewrite the page, write the page's storage. Call
 * before the page loads; call `mark` once it has, and `expectIntact` at the end.
 */
export async function watchPageIntegrity(page: Page) {
  const escapes: string[] = [];
  await page.route(`${evilOrigin}/**`, (route) => {
    escapes.push(route.request().url());
    return route.fulfill({ body: "phished" });
  });
  // A new document in the tab is the visitor taken away (same-document history updates are not).
  const navigations: string[] = [];
  let title = "";
  let url = "";
  let heading = "";
  return {
    /** Records the loaded page as it is, and starts watching it. */
    async mark() {
      await page.evaluate(() => localStorage.setItem("owner", "site"));
      title = await page.title();
      url = page.url();
      heading = await page.getByRole("heading", { level: 1 }).innerText();
      page.on("domcontentloaded", () => navigations.push(page.url()));
    },
    /** Asserts that the page is still the one `mark` saw, unchanged, with its storage its own. */
    async expectIntact() {
      expect(page.url()).toBe(url);
      expect(navigations).toEqual([]);
      expect(escapes).toEqual([]);
      expect(await page.title()).toBe(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await page.evaluate(() => localStorage.getItem("owner"))).toBe("site");
    },
  };
}
