import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const species = (page: Page) => page.getByRole("region", { name: "Species" }).getByRole("listitem");
const filters = (page: Page) => page.getByRole("form", { name: "Filter the species" });

/** The names of the cards on screen, and of those whose badge says "Choice edible". */
async function shownAndChoice(page: Page) {
  const cards = await species(page).all();
  const shown: string[] = [];
  const choice: string[] = [];
  for (const card of cards) {
    const name = await card.getByRole("heading", { level: 3 }).textContent();
    if (await card.isVisible()) shown.push(name ?? "");
    if ((await card.textContent())?.includes("Choice edible")) choice.push(name ?? "");
  }
  return { shown, choice };
}

/** HTML_CodeSniffer's H32.2 (WCAG 3.2.2): each form has a submit button. */
const formsWithoutSubmit = (page: Page) =>
  page
    .locator("form")
    .evaluateAll(
      (forms) =>
        forms.filter(
          (form) =>
            !form.querySelector(
              "button:not([type]), button[type=submit], input[type=submit], input[type=image]",
            ),
        ).length,
    );

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the /types filters narrow the list, and the submit button keeps the choice", async ({
    page,
    navigate,
  }) => {
    await navigate("/types");
    const all = await species(page).count();
    await filters(page).getByLabel("Edibility").selectOption("choice");
    const { shown, choice } = await shownAndChoice(page);
    expect(choice.length).toBeGreaterThan(0);
    expect(shown).toEqual(choice);

    // Submitting does not reload the page into the whole list (a static host ignores the query).
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/types$/);
    await expect(filters(page).getByLabel("Edibility")).toHaveValue("choice");
    expect((await shownAndChoice(page)).shown).toEqual(choice);

    // A second filter narrows further; "any" lets everything through again.
    await filters(page).getByLabel("In season in").selectOption({ label: "January" });
    expect((await shownAndChoice(page)).shown.length).toBeLessThan(choice.length);
    await filters(page).getByLabel("In season in").selectOption("");
    await filters(page).getByLabel("Edibility").selectOption("");
    await expect(species(page).filter({ visible: true })).toHaveCount(all);
    expect(await formsWithoutSubmit(page)).toBe(0);
  });
});

test("with JavaScript, the form has its submit button, which applies the menus as a URL", async ({
  page,
  navigate,
}) => {
  await navigate("/types");
  expect(await formsWithoutSubmit(page)).toBe(0);
  await filters(page).getByLabel("Edibility").selectOption("choice");
  await expect(page).toHaveURL(/\/types\?edibility=choice$/);
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/types\?edibility=choice$/);
  const { shown, choice } = await shownAndChoice(page);
  expect(shown).toEqual(choice);
  await expect(filters(page).locator("output")).toHaveText(`${choice.length} species shown`);
});
