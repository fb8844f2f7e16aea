import type { Page } from "@playwright/test";
import { slashKeyStorageKey } from "#app/features/search/search-keys.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import { accessibilityProblems } from "./axe.ts";
import {
  expect,
  narrow,
  nextFrames,
  recordPolicyViolations,
  recordRequests,
  test,
  waitForHydration,
  wide,
} from "./fixtures.ts";
import { openSearch, searchDialog, searchField } from "./search-dialog.ts";

// The site built from tests/fixtures/content: nine species in /types (the chanterelle, also
// called girolle, is Cantharellus cibarius, and its text speaks of false gills), an article in
// /culture. The search's index is built with the site.
test.use({ baseURL: variantOrigin("content") });

const isSearchFile = (url: string) => new URL(url).pathname.includes("/pagefind/");

const dialog = searchDialog;
const field = searchField;
/** The header's Search trigger the page shows (the wide bar's or the phone's). */
const visibleTrigger = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Search" }).filter({ visible: true });
/** The dialog's box that turns the "/" shortcut on and off. */
const slashKeyBox = (page: Page) =>
  dialog(page).getByRole("checkbox", { name: "Open the search with the / key" });
const results = (page: Page) => dialog(page).getByRole("list").getByRole("link");

test("on /search the count is busy while only the names have answered, and done once the full text has", async ({
  page,
  navigate,
}) => {
  const { promise: fullText, resolve: release } = Promise.withResolvers<void>();
  await page.route(
    (url) => isSearchFile(url.href),
    async (route) => {
      await fullText;
      await route.continue();
    },
  );
  await navigate("/search");
  await page.getByRole("main").getByRole("searchbox").fill("chanterelle");
  const status = page.getByRole("main").getByRole("status");
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /Chanterelle/ })
      .first(),
  ).toBeVisible();
  await expect(status).toHaveAttribute("aria-busy", "true");
  release();
  await expect(status).toHaveAttribute("aria-busy", "false");
  await expect(status).toHaveText(/^\d+ results?$/);
});

test("nothing of the search loads before it is opened; then it finds by common, scientific and body words", async ({
  page,
  navigate,
}) => {
  const violations = await recordPolicyViolations(page);
  const searchRequests = recordRequests(page, (request) => isSearchFile(request.url()));
  await navigate("/types/fly-agaric");
  await page.waitForLoadState("networkidle");
  expect(searchRequests, "requests for the search's files before it opens").toEqual([]);

  await openSearch(page);
  for (const words of ["girolle", "Cantharellus cibarius", "false gills"]) {
    await field(page).fill(words);
    await expect(results(page).first(), words).toContainText("Chanterelle");
  }
  await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results?$/);
  const first = results(page).first();
  await expect(first).toContainText("Types");
  await expect(first).toContainText("Cantharellus cibarius");
  await expect(first).toContainText("Choice edible");
  await expect(first.locator("mark").first()).toBeVisible();
  expect(searchRequests.length).toBeGreaterThan(0);

  await field(page).fill("zzyzx");
  await expect(dialog(page).getByRole("status")).toHaveText("No results for “zzyzx”");
  expect(violations, "Content-Security-Policy violations while searching").toEqual([]);
});

test("an excerpt reads as the page does, without the letters of its season strip", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await openSearch(page);
  await field(page).fill("July");
  await expect(results(page).first()).toBeVisible();
  await expect(dialog(page)).toContainText("July");
  await expect(dialog(page)).not.toContainText("JFMAMJJASOND");
});

test("a filter narrows the results: section, edibility, month, underside, spore print, cap colour", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await openSearch(page);
  await field(page).fill("mushroom");
  await expect(results(page).first()).toBeVisible();
  const unfiltered = await results(page).count();

  await dialog(page).getByLabel("Edibility").selectOption({ label: "Deadly poisonous" });
  await expect(results(page)).toHaveCount(2);
  for (const name of ["Death Cap", "Destroying Angel"]) {
    await expect(results(page).filter({ hasText: name })).toHaveCount(1);
  }
  expect(unfiltered).toBeGreaterThan(1);

  await dialog(page).getByLabel("Edibility").selectOption({ label: "Any edibility" });
  await dialog(page).getByLabel("In season in").selectOption({ label: "June" });
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText("Field Mushroom");

  await dialog(page).getByLabel("In season in").selectOption({ label: "Any month" });
  await field(page).fill("bolete");
  await dialog(page).getByLabel("Underside", { exact: true }).selectOption({ label: "Pores" });
  await expect(results(page)).toHaveCount(2);
  for (const name of ["Bitter Bolete", "Penny Bun"]) {
    await expect(results(page).filter({ hasText: name })).toHaveCount(1);
  }
  // A species' result shows its drawing, said to be one.
  await expect(
    results(page)
      .first()
      .getByRole("img", { name: /^Diagram of .*not a photograph$/ }),
  ).toBeVisible();
  await dialog(page).getByLabel("Spore print").selectOption({ label: "Pink" });
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText("Bitter Bolete");
  await dialog(page)
    .getByLabel("Underside", { exact: true })
    .selectOption({ label: "Any underside" });
  await dialog(page).getByLabel("Spore print").selectOption({ label: "Any" });
  await field(page).fill("mushroom");
  await dialog(page).getByLabel("Cap colour").selectOption({ label: "Green" });
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText("Death Cap");

  await dialog(page).getByLabel("Cap colour").selectOption({ label: "Any" });
  await dialog(page).getByLabel("Section").selectOption("Cultural Significance");
  await expect(results(page).first()).toBeVisible();
  for (const result of await results(page).all()) {
    await expect(result).toContainText("Cultural Significance");
  }
});

test("the keyboard opens it, moves through the results, opens one, and Escape returns focus", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  const trigger = visibleTrigger(page);

  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();
  // With words in the field too: one Escape closes it, rather than only clearing them. Each step
  // waits for the one before it, so a slow machine cannot run them together.
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await page.keyboard.type("bolete");
  await expect(field(page)).toHaveValue("bolete");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Control+k");
  await expect(field(page)).toBeFocused();
  await page.keyboard.type("bolete");
  // The two boletes, and the glossary, whose pores and bruising name them.
  await expect(results(page)).toHaveCount(3);
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const target = await results(page).nth(0).getAttribute("href");
  // The result's page is a document load (ADR 035): it starts with its own focus, no dialog.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(target ?? "");
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Escape returns the focus to where a shortcut found it, down the page, which stays put", async ({
  page,
  navigate,
}) => {
  await navigate("/types/death-cap");
  const farDown = page.getByRole("main").getByRole("link").filter({ visible: true }).last();
  await farDown.focus();
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(farDown).toBeFocused();
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
});

test("the / key can be turned off in the search, on this page and the next, and on again; Ctrl+K still opens it", async ({
  page,
  navigate,
}) => {
  const trigger = visibleTrigger(page);
  const slashKey = slashKeyBox(page);
  await navigate("/");
  await expect(trigger).toHaveAttribute("aria-keyshortcuts", "/ Control+K Meta+K");
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await expect(slashKey).toBeChecked();
  await slashKey.uncheck();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  // What a screen reader announces with the trigger says so at once.
  await expect(trigger).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K");
  await page.keyboard.press("/");
  await nextFrames(page);
  await expect(dialog(page)).toBeHidden();

  await navigate("/types/death-cap");
  // Set as the island starts: past this, a "/" that opened nothing was heard.
  await expect(trigger).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K");
  await page.keyboard.press("/");
  await nextFrames(page);
  await expect(dialog(page)).toBeHidden();
  await page.keyboard.press("Control+k");
  await expect(field(page)).toBeFocused();
  await expect(slashKey).not.toBeChecked();
  await slashKey.check();
  await page.keyboard.press("Escape");
  await expect(trigger).toHaveAttribute("aria-keyshortcuts", "/ Control+K Meta+K");
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain(slashKeyStorageKey);
});

test("a species' drawing among the results comes with the legend of its dot, in the dialog and on /search", async ({
  page,
  navigate,
}) => {
  const legend = "The dot: the colour of its spore print";
  await navigate("/about");
  await openSearch(page);
  await field(page).fill("chanterelle");
  await expect(results(page).first()).toContainText("Chanterelle");
  await expect(dialog(page).getByText(legend)).toBeVisible();
  // An article alone has no drawing to explain.
  await field(page).fill("mushrooms in art");
  await expect(results(page).first()).toContainText("Mushrooms in Art");
  await expect(dialog(page).getByText(legend)).toHaveCount(0);

  await page.goto("/search?q=chanterelle");
  await waitForHydration(page);
  await expect(page.getByRole("main").getByText(legend)).toBeVisible();
});

test("/ opens it from a box just ticked, which takes no typing, and focus returns there", async ({
  page,
  navigate,
}) => {
  await navigate("/identify");
  // The key's first feature, opened; its first value chosen.
  await page.getByRole("main").locator("summary").first().click();
  const box = page.getByRole("main").getByRole("checkbox").first();
  await box.check();
  await expect(box).toBeFocused();
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(box).toBeFocused();
  await expect(box).toBeChecked();

  // And from its own "/" box, at once after the closing, while the browser has still to move
  // the focus out of the closed dialog: back to where the first opening found it.
  await page.keyboard.press("Control+k");
  await expect(field(page)).toBeFocused();
  await slashKeyBox(page).focus();
  await page.keyboard.press("Escape");
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(box).toBeFocused();
});

test("where local storage is full, the / key turned off stays off for the page, with no error", async ({
  page,
  navigate,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await navigate("/");
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await slashKeyBox(page).uncheck();
  await page.keyboard.press("Escape");
  await expect(visibleTrigger(page)).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K");
  await page.keyboard.press("/");
  await nextFrames(page);
  await expect(dialog(page)).toBeHidden();
});

test("a shortcut pressed just after Escape opens it again, before the page has heard it close", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  // Both keys in one task: the dialog's close event comes after the second, as it does for keys
  // pressed in quick succession while the page is busy (8 in 40 times, on a loaded machine).
  await page.evaluate(() => {
    for (const init of [{ key: "Escape" }, { key: "k", ctrlKey: true }]) {
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(
        new KeyboardEvent("keydown", { ...init, bubbles: true, cancelable: true }),
      );
    }
  });
  await nextFrames(page);
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
});

test("what is typed while the search's code is still coming goes into its field", async ({
  page,
  navigate,
}) => {
  const { promise: dialogHeld, resolve: releaseDialog } = Promise.withResolvers<void>();
  await page.route(/\/assets\/search-dialog\.client-[^/]+\.js$/, async (route) => {
    await dialogHeld;
    await route.continue();
  });
  await navigate("/");
  await page.keyboard.press("/");
  await page.keyboard.type("chanterelle");
  await expect(dialog(page)).toBeHidden();
  releaseDialog();

  await expect(field(page)).toHaveValue("chanterelle");
  await expect(field(page)).toBeFocused();
  await expect(results(page).first()).toContainText("Chanterelle");
  await page.keyboard.type("s");
  await expect(field(page)).toHaveValue("chanterelles");
});

test("/search loads nothing of the search as the page loads; turning to its field does", async ({
  page,
  navigate,
}) => {
  const searchRequests = recordRequests(page, (request) => isSearchFile(request.url()));
  await navigate("/search");
  await page.waitForLoadState("networkidle");
  const main = page.getByRole("main");
  expect(searchRequests, "requests for the search's files before the visitor turns to it").toEqual(
    [],
  );
  await expect(main.getByLabel("Edibility")).toHaveCount(0);

  await main.getByRole("searchbox").focus();
  await expect(main.getByLabel("Edibility")).toBeVisible();
  await main.getByRole("searchbox").fill("girolle");
  await expect(main.getByRole("list").first().getByRole("link").first()).toContainText(
    "Chanterelle",
  );
});

test("/search keeps every key of fast typing, and the address follows", async ({
  page,
  navigate,
}) => {
  await navigate("/search");
  const pageField = page.getByRole("main").getByRole("searchbox");
  // Each key straight after the last, as a fast typist's or a slow phone's come: the address is
  // written after the field, never the field from the address.
  await pageField.pressSequentially("chanterelle");
  await expect(pageField).toHaveValue("chanterelle");
  await expect(page).toHaveURL(/\/search\?q=chanterelle$/);
});

test("/search?q= runs the search, and its results come back with Back", async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  await page.goto("/search?q=chanterelle");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("searchbox")).toHaveValue("chanterelle");
  const first = main.getByRole("list").first().getByRole("link").first();
  await expect(first).toContainText("Chanterelle");

  const dataRequests = recordRequests(page, (request) => request.url().includes(".data"));
  await main.getByRole("searchbox").fill("penny bun");
  await expect(page).toHaveURL(/\/search\?q=penny\+bun$/);
  expect(dataRequests, "the page's data fetched again as one types").toEqual([]);
  await main
    .getByRole("link", { name: /Penny bun/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/types\/penny-bun$/);
  await page.goBack();
  await expect(main.getByRole("searchbox")).toHaveValue("penny bun");
  await expect(main.getByRole("link", { name: /Penny bun/i }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's Search is a link to /search, which lists every page by section", async ({
    page,
    navigate,
    request,
  }) => {
    await navigate("/");
    await visibleTrigger(page).click();
    await expect(page).toHaveURL(/\/search$/);
    const everyPage = page.getByRole("region", { name: "Every page, by section" });
    const listed = await everyPage
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const inSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1] ?? "").pathname)
      .filter((path) => !path.includes("/page/"));
    expect(listed.toSorted()).toEqual(inSitemap.toSorted());
    // A to Z within a section.
    const types = everyPage
      .getByRole("region", { name: "Types of Mushrooms" })
      .getByRole("listitem");
    const names = await types.allInnerTexts();
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const viewport of [narrow, wide]) {
    test(`axe finds nothing with the dialog open, ${colorScheme}, ${viewport.width} px`, async ({
      page,
      navigate,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await navigate("/");
      await openSearch(page);
      await field(page).fill("chanterelle");
      await expect(results(page).first()).toBeVisible();
      const box = await dialog(page).boundingBox();
      if (viewport === narrow) expect(box).toMatchObject({ x: 0, y: 0, width: narrow.width });
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  }
}

test.describe("on a site under a path", () => {
  test.use({ baseURL: `${variantOrigin("subpath")}/fungi-atlas/` });

  test("the search loads from under the path and its results link there", async ({ page }) => {
    const violations = await recordPolicyViolations(page);
    const searchRequests = recordRequests(page, (request) => isSearchFile(request.url()));
    await page.goto("/fungi-atlas/");
    await waitForHydration(page);
    await openSearch(page);
    await field(page).fill("girolle");
    await expect(results(page).first()).toHaveAttribute("href", "/fungi-atlas/types/chanterelle");
    expect(
      searchRequests.every((request) =>
        new URL(request.url()).pathname.startsWith("/fungi-atlas/pagefind/"),
      ),
    ).toBe(true);
    await results(page).first().click();
    await expect(page).toHaveURL(/\/fungi-atlas\/types\/chanterelle$/);
    expect(violations).toEqual([]);
  });
});
