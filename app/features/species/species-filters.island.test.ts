// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import speciesFilters from "./species-filters.island.ts";

/** The form and three cards, as species-index.tsx renders them. */
const page = `<section data-species-index>
  <form data-island="species-filters" data-language="en" aria-label="Filter the species">
    <select name="edibility"><option value="">Any</option><option value="choice">Choice</option><option value="deadly">Deadly</option></select>
    <select name="month"><option value="">Any</option><option value="1">January</option><option value="9">September</option></select>
    <select name="hymenium"><option value="">Any</option><option value="gills">Gills</option></select>
    <button type="submit" formmethod="dialog">Apply filters</button>
    <output data-filter-count hidden></output>
    <button type="button" data-filter-show-all hidden>Show all species</button>
  </form>
  <ul>
    <li data-edibility="choice" data-month="8 9 10" data-hymenium="gills">Chanterelle</li>
    <li data-edibility="choice" data-month="1 2" data-hymenium="">Velvet shank</li>
    <li data-edibility="deadly" data-month="9" data-hymenium="gills">Death cap</li>
  </ul>
</section>`;

const form = () => document.querySelector("form") as HTMLFormElement;
const menu = (name: string) => form().elements.namedItem(name) as HTMLSelectElement;
const count = () => document.querySelector("output") as HTMLOutputElement;
const showAll = () => document.querySelector("[data-filter-show-all]") as HTMLButtonElement;

function choose(name: string, value: string) {
  menu(name).value = value;
  menu(name).dispatchEvent(new Event("change", { bubbles: true }));
}

async function mountAt(url: string) {
  history.replaceState(null, "", url);
  document.body.innerHTML = page;
  await speciesFilters.mount([form()]);
}

describe("the species filters' island", () => {
  beforeEach(() => history.replaceState(null, "", "/types"));

  it("sets the menus from the URL, and counts what they let through", async () => {
    await mountAt("/types?month=9&edibility=choice");
    expect(menu("month").value).toBe("9");
    expect(menu("edibility").value).toBe("choice");
    expect(count().hidden).toBe(false);
    expect(count().textContent).toBe("1 species shown");
    expect(showAll().hidden).toBe(false);
  });

  it("takes a value no menu has for 'any'", async () => {
    await mountAt("/types?edibility=poisonous");
    expect(menu("edibility").value).toBe("");
    expect(count().textContent).toBe("3 species shown");
    expect(showAll().hidden).toBe(true);
  });

  it("makes each choice a URL of its own, so Back undoes it", async () => {
    await mountAt("/types");
    const entries = history.length;
    choose("edibility", "choice");
    expect(location.search).toBe("?edibility=choice");
    expect(history.length).toBe(entries + 1);
    expect(count().textContent).toBe("2 species shown");
    choose("hymenium", "gills");
    expect(location.search).toBe("?edibility=choice&hymenium=gills");
    expect(count().textContent).toBe("1 species shown");

    history.replaceState(null, "", "/types?edibility=deadly&month=1");
    dispatchEvent(new PopStateEvent("popstate"));
    expect(menu("edibility").value).toBe("deadly");
    expect(menu("hymenium").value).toBe("");
    expect(count().textContent).toBe("No species matches these filters.");
  });

  it("submits as a URL, not a page load, and adds no entry for the same URL", async () => {
    await mountAt("/types?edibility=choice");
    const entries = history.length;
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(history.length).toBe(entries);
    expect(location.search).toBe("?edibility=choice");
  });

  it("shows all again, the keyboard left on the first menu", async () => {
    await mountAt("/types?edibility=choice&month=9");
    showAll().click();
    expect(location.pathname + location.search).toBe("/types");
    expect(menu("month").value).toBe("");
    expect(count().textContent).toBe("3 species shown");
    expect(showAll().hidden).toBe(true);
    expect(document.activeElement).toBe(menu("edibility"));
  });
});
