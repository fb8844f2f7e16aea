import type { Island } from "#app/lib/island.ts";
import { countText } from "#app/i18n/count-text.ts";
import { plural } from "#app/i18n/plural.ts";
import * as messages from "virtual:messages/species";
import { type ChosenFilters, cardMatches, filterFormParts, filterNames } from "./species-filter.ts";

/**
 * The species filters of /types with JavaScript (species-filter-form.tsx): each choice is a URL of
 * its own, so Back undoes it and a link can choose (home's "Every species in season in …"), and
 * the form says how many species it lets through. The page's style hides the others, as it does
 * without JavaScript, from the menus' choice, which follows the URL.
 */
function enhance(form: HTMLFormElement) {
  const language = form.dataset.language ?? "en";
  const menus = filterNames.flatMap((name) => {
    const menu = form.elements.namedItem(name);
    return menu instanceof HTMLSelectElement ? [menu] : [];
  });
  const count = form.querySelector<HTMLOutputElement>(`[${filterFormParts.count}]`);
  const showAll = form.querySelector<HTMLButtonElement>(`[${filterFormParts.showAll}]`);
  const cards = [
    ...(form.closest("[data-species-index]") ?? form).querySelectorAll<HTMLElement>(
      "[data-edibility]",
    ),
  ];

  /** What the menus choose: a value the URL names that no menu has is "any". */
  const chosen = (): ChosenFilters =>
    Object.fromEntries(menus.filter((menu) => menu.value).map((menu) => [menu.name, menu.value]));

  const showCount = () => {
    const filters = chosen();
    const shown = cards.filter((card) => cardMatches(card.dataset, filters)).length;
    if (count) {
      count.textContent =
        shown === 0
          ? messages.noMatch
          : plural(messages.shown, shown, language, countText(shown, language));
      count.hidden = false;
    }
    if (showAll) showAll.hidden = Object.keys(filters).length === 0;
  };

  /** Sets the menus as the page's URL says. */
  const readUrl = () => {
    const search = new URLSearchParams(location.search);
    for (const menu of menus) {
      menu.value = search.get(menu.name) ?? "";
      // Not one of its options: "any".
      if (menu.selectedIndex === -1) menu.value = "";
    }
    showCount();
  };

  /** Makes the menus' choice the page's URL, a visit of its own, the page staying where it is. */
  const writeUrl = () => {
    const search = new URLSearchParams(chosen());
    const url = `${location.pathname}${search.size > 0 ? `?${search}` : ""}`;
    if (url !== `${location.pathname}${location.search}`) history.pushState(null, "", url);
    showCount();
  };

  form.addEventListener("change", writeUrl);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    writeUrl();
  });
  showAll?.addEventListener("click", () => {
    for (const menu of menus) menu.value = "";
    writeUrl();
    // The button goes with the filters it clears: keep the keyboard in the form.
    menus[0]?.focus();
  });
  addEventListener("popstate", readUrl);
  readUrl();
}

export default {
  mount(forms) {
    for (const form of forms) if (form instanceof HTMLFormElement) enhance(form);
  },
} satisfies Island;
