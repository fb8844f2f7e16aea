import type { Page } from "@playwright/test";
import { siteConfig } from "#app/config/site.ts";
import { siteStylesheetId } from "#app/lib/site-stylesheet.ts";
import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import { accessibilityProblems } from "./axe.ts";
import {
  consoleMessages,
  cumulativeLayoutShift,
  expect,
  recordLayoutShifts,
  recordRequests,
  requestsSoFar,
  test,
  unknownPath,
  waitForHydration,
  followLinkTo,
} from "./fixtures.ts";
import { footerControl, openWithWorker, saveAtlas } from "./offline.ts";
import { openSearch, searchDialog } from "./search-dialog.ts";

// Issue 64 item 4 and issue 67 items 5 and 6, on the shipped atlas (49 species): a species found
// by any of its names in any language, with typos; search on a phone and without JavaScript; a
// mistyped species address.

/** Each query a forager might type, and the species it must put first. */
const queries = [
  ["death cup", "Death Cap"],
  ["phaloides", "Death Cap"],
  ["chantrelle", "Chanterelle"],
  ["Pfifferling", "Chanterelle"],
  ["Steinpilz", "Penny Bun"],
  ["Knollenblätterpilz", "Death Cap"],
  ["cèpe", "Penny Bun"],
  ["girolle", "Chanterelle"],
  ["porcino", "Penny Bun"],
  ["muchomor sromotnikowy", "Death Cap"],
  ["groene knolamanit", "Death Cap"],
  ["panteramaniet", "Panther Cap"],
  ["valse hanenkam", "False Chanterelle"],
  ["falsa famigliola", "Sulphur Tuft"],
  ["falsa vescia", "Common Earthball"],
] as const;

const dialog = searchDialog;
/** The results' own links, not the lookalikes listed under one. */
const results = (scope: ReturnType<Page["getByRole"]>) => scope.locator("a[data-result]");

/** Each query, typed into the dialog, puts its species first. */
async function expectEachQueryFirst(page: Page) {
  for (const [query, title] of queries) {
    await dialog(page).getByRole("searchbox").fill(query);
    await expect(results(dialog(page)).first().locator(".font-display"), query).toHaveText(title);
  }
}

test("in the dialog, each name in any language puts its species first, with its badge and dangerous lookalikes", async ({
  page,
  navigate,
}) => {
  await navigate("/about");
  await openSearch(page);
  await expectEachQueryFirst(page);

  const field = dialog(page).getByRole("searchbox");
  await field.fill("death cup");
  await expect(dialog(page).getByText("Did you mean Death cap?")).toBeVisible();
  await expect(results(dialog(page)).first()).toContainText("Deadly poisonous");

  // An eaten species named: its dangerous lookalikes under it, each with its badge.
  await field.fill("Pfifferling");
  const first = dialog(page).getByRole("listitem").first();
  await expect(first).toContainText("Also called Pfifferling");
  // A name in another language than the page's is marked with its own, for screen readers.
  await expect(first.locator("bdi")).toHaveText("Pfifferling");
  await expect(first.locator("bdi")).toHaveAttribute("lang", "de");
  await expect(first).toContainText("Often confused with:");
  const lookalike = first.getByRole("link", { name: /Jack-o'-lantern/i });
  await expect(lookalike).toContainText("Poisonous");
  await expect(dialog(page).getByText(/^Did you mean/)).toHaveCount(0);

  await field.fill("knollenblaetterpilz");
  const meant = dialog(page)
    .getByText(/^Did you mean/)
    .getByRole("link");
  await expect(meant).toHaveText("Grüner Knollenblätterpilz");
  await expect(meant.locator("bdi")).toHaveAttribute("lang", "de");

  // A typo that matches nothing says so, and offers the closest name.
  await field.fill("qqxzvbn");
  await expect(dialog(page).getByRole("status")).toHaveText("No results for “qqxzvbn”");
  await expect(
    dialog(page).getByText(/^No species is called “qqxzvbn”\. The closest name is /),
  ).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
});

test("on /search, each name puts its species first, and highlights leave punctuation out", async ({
  page,
}) => {
  const main = page.getByRole("main");
  for (const [query, title] of queries) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    await expect(results(main).first().locator(".font-display"), query).toHaveText(title);
  }
  // Full-text matches come after the names: their marks hold the word alone.
  await page.goto("/search?q=chanterelle");
  await waitForHydration(page);
  const marks = main.locator("mark");
  await expect(marks.first()).toBeVisible();
  for (const mark of await marks.allTextContents())
    expect(mark).toMatch(/^[\p{L}\p{N}].*[\p{L}\p{N}]$/u);
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("after saving the atlas, names still find their species, in the dialog and on /search", async ({
    page,
    context,
  }) => {
    await openWithWorker(page, "/types");
    await saveAtlas(page);
    await expect(footerControl(page)).toContainText("Saved for offline use");
    await context.setOffline(true);

    await page.goto("/about");
    await waitForHydration(page);
    await openSearch(page);
    await expectEachQueryFirst(page);

    await page.goto("/search?q=Steinpilz");
    await waitForHydration(page);
    await expect(results(page.getByRole("main")).first()).toContainText("Penny Bun");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters wait behind one button, so the first result shows whole", async ({
    page,
    navigate,
  }) => {
    await navigate("/about");
    await openSearch(page);
    await dialog(page).getByRole("searchbox").fill("bolete");
    const first = results(dialog(page)).first();
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(dialog(page).getByLabel("Edibility")).toBeHidden();

    const filters = dialog(page).getByRole("button", { name: "Filters" });
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await dialog(page).getByLabel("Edibility").selectOption({ label: "Deadly poisonous" });
    await filters.click();
    await expect(dialog(page).getByLabel("Edibility")).toBeHidden();
    await expect(filters).toContainText("1 chosen");
    await expect(results(dialog(page)).first()).toBeInViewport();
  });
});

/** The room between the page's content and its footer. */
const footerGap = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector("footer")?.getBoundingClientRect();
    const main = document.querySelector("main")?.getBoundingClientRect();
    return footer && main ? footer.top - main.bottom : Number.NaN;
  });

for (const width of [320, 390]) {
  test.describe(`a mistyped species address at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("is the 404 page in every respect, and offers the species meant", async ({ page }) => {
      // The ads fill, as the network's stubs do: a blocked network folds the ads' band below the
      // view once its failure is known (ADR 029), at a moment of its own on each page.
      await stubThirdParties(page);
      await recordLayoutShifts(page);
      const messages = consoleMessages(page, ["error"]);
      // The 404 page hydrates nothing: its islands log the path and offer the species.
      const response = await page.goto("/types/chantrelle");
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`Page not found | ${siteConfig.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
      const offered = page.getByRole("navigation", {
        name: "Were you looking for one of these species?",
      });
      await expect(offered.getByRole("link").first()).toContainText("Chanterelle");
      // Styled by the page's own rules, which the fixture's check after the test holds: the whole
      // stylesheet, whose arrival restyles every element, stays unapplied.
      await expect(page.locator(`link#${siteStylesheetId}`)).toHaveAttribute("media", "not all");
      // The spec's log of the unknown path, as on every 404 page.
      expect(messages.join("\n")).toContain("/types/chantrelle");
      // They come after the page's content: nothing the visitor sees moves for them.
      expect((await cumulativeLayoutShift(page)).score).toBe(0);
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
      // One page, its footer where the 404 page's own is: the same band (the ads' slot) between.
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      const gap = await footerGap(page);
      await page.goto("/no/such/page");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
      expect(Math.abs(gap - (await footerGap(page)))).toBeLessThan(2);
      // An address that is not a species' is offered no species.
      await waitForHydration(page);
      await expect(page.getByRole("navigation", { name: /these species/ })).toHaveCount(0);
      await page.goBack();
      for (const box of await offered.getByRole("link").all()) {
        const bounds = await box.boundingBox();
        expect(bounds?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((bounds?.x ?? 0) + (bounds?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
          width,
        );
      }
      expect(await accessibilityProblems(page)).toEqual([]);

      await page
        .getByRole("link", { name: /Chanterelle/ })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chanterelle");
    });
  });
}

test("an address that is not a species' does not fetch the names index: it has no species to offer", async ({
  page,
}) => {
  const namesIndex = recordRequests(page, (request) =>
    new URL(request.url()).pathname.endsWith("/search/names.json"),
  );
  await page.goto(unknownPath);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await requestsSoFar(page);
  expect(namesIndex).toEqual([]);
  await page.goto("/types/chantrelle");
  await expect(
    page.getByRole("navigation", { name: "Were you looking for one of these species?" }),
  ).toBeVisible();
  expect(namesIndex).toHaveLength(1);
});

test("a link to a missing species page, followed in the page, shows the 404 page with its title", async ({
  page,
  navigate,
}) => {
  await navigate("/types");
  await followLinkTo(page, "/types/chantrelle");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await expect(page).toHaveTitle(`Page not found | ${siteConfig.name}`);
  await expect(
    page
      .getByRole("navigation", { name: "Were you looking for one of these species?" })
      .getByRole("link")
      .first(),
  ).toContainText("Chanterelle");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("/search with words says that search needs JavaScript, with no empty box, and lists every page", async ({
    page,
  }) => {
    await page.goto("/search?q=chanterelle");
    const main = page.getByRole("main");
    await expect(main.getByText(/^The search needs JavaScript/)).toBeVisible();
    const notice = await main.getByText(/^The search needs JavaScript/).boundingBox();
    const list = main.getByRole("heading", { name: "Every page, by section" });
    await expect(list).toBeVisible();
    // No empty room kept for a search that cannot run: the list follows the notice.
    const listTop = (await list.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(listTop - ((notice?.y ?? 0) + (notice?.height ?? 0))).toBeLessThan(100);
  });

  test("a mistyped species address is still the 404 page", async ({ page, navigate }) => {
    const response = await navigate("/types/no-such-species");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page not found | ${siteConfig.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  });
});
