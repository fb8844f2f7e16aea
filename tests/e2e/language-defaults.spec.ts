import { defaults } from "#app/i18n/catalogues/de/defaults.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import type { Locator } from "@playwright/test";
import { expect, sidewaysOverflow, test, waitForHydration } from "./fixtures.ts";

// The shipped configuration with only `language: "de-AT"` set (the "de" variant): the words its
// owner did not write (the menu, the footer's links, the tagline) follow the language, and the
// English content is marked as English, not read out as German (issue 67, item 9).

test.use({ baseURL: variantOrigin("de"), viewport: { width: 390, height: 844 } });

test("the menu, the footer's links and the tagline are German", async ({ page, navigate }) => {
  await navigate("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-AT");
  await expect(page.getByText(defaults.tagline).first()).toBeVisible();
  await page.getByRole("button", { name: "Menü" }).click();
  const menu = page.locator('[aria-label="Hauptmenü"]');
  await expect(menu.getByRole("link")).toHaveText([
    defaults.about,
    defaults.types,
    defaults.culture,
    defaults.blog,
    defaults.contact,
  ]);
  const footerLinks = page.locator('nav[aria-labelledby="footer-quick-links"] a');
  await expect(footerLinks).toHaveText([
    defaults.about,
    defaults.types,
    defaults.blog,
    defaults.contact,
  ]);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    defaults.description,
  );
});

test("an article's English title and text are marked English on the German page", async ({
  page,
  navigate,
}) => {
  await navigate("/types/fly-agaric");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(page.locator("article [lang='en']").filter({ hasText: /\w{4}/ })).not.toHaveCount(0);
  // The site's own words around it stay German, unmarked.
  await expect(page.locator("main time").first()).not.toHaveAttribute("lang", /./);
  await navigate("/culture");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  // Each article's card: its title in English, its date in German.
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(card.first().getByRole("heading", { level: 3 })).toHaveAttribute("lang", "en");
  await expect(card.first().locator("time")).not.toHaveAttribute("lang", /./);
});

/** The language an element's words are read in: its own `lang`, or its nearest ancestor's. */
const languageOf = (words: Locator) =>
  words.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"));

test("a species page's English words are marked English among the German ones", async ({
  page,
  navigate,
}) => {
  await navigate("/types/death-cap");
  // Its description, its habitat and smell (free text), a lookalike's note: the content's words.
  for (const words of [
    page.getByText("The most dangerous mushroom in the world"),
    page.locator("dd").getByText("Broadleaf woods, mostly under oak"),
    page.locator("dd").getByText("Faint, sickly with age"),
    page.getByText("Death cap: white gills at every age"),
  ]) {
    expect(await languageOf(words)).toBe("en");
  }
  // A pair's heading: its names English, the words around them German.
  const heading = page.getByRole("heading", { name: /^Death cap oder Field mushroom/ });
  await expect(heading.locator("[lang='en']")).toHaveText(["Death cap", "Field mushroom"]);
  expect(await languageOf(heading)).toBe("de-AT");
  expect(await languageOf(page.locator("dt").filter({ hasText: "Standort" }))).toBe("de-AT");
  // The species' names on /types.
  await navigate("/types");
  expect(await languageOf(page.getByRole("link", { name: "Death cap" }).locator("bdi"))).toBe("en");
});

test("the search marks the English names it shows among the German words", async ({ page }) => {
  const main = page.getByRole("main");
  await page.goto("/search?q=girolle");
  await waitForHydration(page);
  const first = main.locator("a[data-result]").first();
  await expect(first.locator(".font-display")).toHaveText("Chanterelle");
  expect(await languageOf(first.locator(".font-display"))).toBe("en");
  // Found by another of its names: that name English, the words around it German.
  const knownAs = first.getByText(/^Auch genannt/);
  await expect(knownAs.locator("bdi")).toHaveText("Girolle");
  expect(await languageOf(knownAs.locator("bdi"))).toBe("en");
  expect(await languageOf(knownAs)).toBe("de-AT");
  // The directory of every page: the sections' and their articles' titles, not the site's pages.
  const directory = main.getByRole("region", { name: /^Alle Seiten/ });
  for (const title of ["Types of Mushrooms", "Death Cap"]) {
    expect(
      await languageOf(directory.getByRole("link", { name: title, exact: true }).locator("bdi")),
    ).toBe("en");
  }
  expect(await languageOf(directory.getByRole("link", { name: /^Datenschutz/ }))).toBe("de-AT");

  await page.goto("/search?q=death+cup");
  await waitForHydration(page);
  const suggestion = main.getByText(/^Meinten Sie/);
  await expect(suggestion.getByRole("link")).toHaveText("Death cap");
  expect(await languageOf(suggestion.getByRole("link").locator("bdi"))).toBe("en");

  // The species a mistyped address was meant for, on the 404 page.
  await page.goto("/types/chantrelle");
  const offered = page.locator("[data-island='species-suggestions'] a").first();
  await expect(offered).toContainText("Chanterelle");
  expect(await languageOf(offered.getByText("Chanterelle"))).toBe("en");
});

test("a long German word breaks within a 320 px screen: the poison centre's name in the danger panel", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await navigate("/types/death-cap");
  await expect(page.getByText("Vergiftungs\u00adinformations\u00adzentrale (VIZ)")).toBeVisible();
  expect(await sidewaysOverflow(page), "the page is wider than the screen").toBe(0);
});
