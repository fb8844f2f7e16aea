import type { Page } from "@playwright/test";

/** The key's choices on /identify. */
export const keyChoices = (page: Page) => page.getByRole("search", { name: "What you see" });

/** One box of the key, by its character's name and its value's. */
export const keyBox = (page: Page, character: string, value: string) =>
  keyChoices(page)
    .getByRole("group", { name: character, exact: true })
    .getByRole("checkbox", { name: value, exact: true });

/** Opens a character of the key and ticks one of its values, as a visitor does. */
export async function tick(page: Page, character: string, value: string) {
  const choices = keyChoices(page);
  const group = choices.getByRole("group", { name: character, exact: true });
  if (!(await group.isVisible())) {
    await choices
      .locator("summary", { hasText: new RegExp(`^${character}( \\(\\d+ chosen\\))?$`) })
      .click();
  }
  await keyBox(page, character, value).check();
}
