import { defaults } from "#app/i18n/catalogues/de/defaults.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import { expect, test } from "./fixtures.ts";

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
