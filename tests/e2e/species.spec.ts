import type { Page } from "@playwright/test";
import { siteConfig } from "#app/config/site.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import {
  cumulativeLayoutShift,
  expect,
  narrow,
  recordLayoutShifts,
  scrollThrough,
  test,
  wide,
} from "./fixtures.ts";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";

// The site built from tests/fixtures/content, whose nine articles in types are species: the
// chanterelle and the field mushroom are choice edibles with a poisonous (jack-o'-lantern) and
// deadly (destroying angel, death cap) lookalikes; the penny bun's lookalike is the inedible
// bitter bolete. The pairs' own tests: safety.spec.ts.
test.use({ baseURL: variantOrigin("content") });

const site = siteConfig.url;

/** The common names the species index lists, in order. */
const indexed = (page: Page) =>
  page.getByRole("region", { name: "Species" }).getByRole("heading", { level: 3 }).allInnerTexts();

const allSpecies = [
  "Bitter bolete",
  "Chanterelle",
  "Death cap",
  "Destroying angel",
  "Field mushroom",
  "Fly agaric",
  "Jack-o'-lantern",
  "Liberty cap",
  "Penny bun",
];

/** The schema.org nodes of the page's JSON-LD. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(json ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"];
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a species page shows its scientific name, facts and safety notice", async ({ page }) => {
    await page.goto("/types/chanterelle");
    const main = page.getByRole("main");
    await expect(main.locator("h1 + p")).toHaveText("Cantharellus cibarius");
    await expect(main.locator("h1 + p")).toHaveCSS("font-style", "italic");
    const facts = main.getByRole("region", { name: "Facts" });
    const fact = (label: string) =>
      facts
        .getByRole("term", { includeHidden: true })
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator("xpath=following-sibling::dd[1]");
    await expect(fact("Edibility")).toHaveText("Choice edible");
    await expect(fact("Edibility").locator("svg")).toHaveCount(1);
    await expect(fact("Season")).toContainText("July to October");
    await expect(fact("Habitat")).toHaveText("Mossy ground under oak, beech and conifers");
    await expect(fact("Ecology")).toHaveText("Mycorrhizal: lives with tree roots");
    await expect(fact("Underside")).toHaveText("Ridges (false gills)");
    await expect(fact("Spore print")).toHaveText("Cream");
    await expect(fact("Cap shape")).toHaveText("Convex, Funnel-shaped");
    await expect(fact("Cap size")).toHaveText("3–10 cm");
    await expect(fact("Grows on")).toHaveText("Soil, Moss");
    await expect(fact("Smell")).toHaveText("Apricot");
    await expect(fact("Family")).toHaveText("Cantharellaceae");
    await expect(facts.getByRole("link", { name: "Identify another find" })).toHaveAttribute(
      "href",
      "/identify",
    );
    await expect(page.getByRole("note")).toContainText(/^Never eat a wild mushroom/);
  });

  test("an edible species warns of its dangerous lookalikes in the first screen", async ({
    page,
  }) => {
    await page.setViewportSize(narrow);
    await page.goto("/types/field-mushroom");
    const warning = page.getByRole("region", { name: "Dangerous lookalike" });
    await expect(warning).toBeInViewport();
    await expect(warning.getByRole("link")).toHaveText(["Death cap", "Destroying angel"]);
    await expect(warning.getByRole("link", { name: "Destroying angel" })).toHaveAttribute(
      "href",
      "#lookalike-destroying-angel",
    );
    await expect(warning).toContainText("Deadly poisonous");
    // Each name leads to the pair's part of the page, which links the lookalike's own page.
    const pairOfThem = page.locator("#lookalike-destroying-angel");
    await expect(pairOfThem.getByRole("heading")).toHaveText(
      "Field mushroom vs Destroying angel: how to tell them apart",
    );
    await expect(pairOfThem.getByRole("link", { name: "Destroying angel" })).toHaveAttribute(
      "href",
      "/types/destroying-angel",
    );

    // A poisonous lookalike warns too; an inedible one does not, nor does the deadly species.
    await page.goto("/types/chanterelle");
    await expect(page.getByRole("region", { name: "Dangerous lookalike" })).toContainText(
      "Jack-o'-lantern",
    );
    for (const path of ["/types/penny-bun", "/types/destroying-angel"]) {
      await page.goto(path);
      await expect(page.getByRole("region", { name: "Dangerous lookalike" })).toHaveCount(0);
    }
  });

  test("a species shows the pairs listed on the other's page too", async ({ page }) => {
    await page.goto("/types/jack-o-lantern");
    const lookalikes = page.getByRole("region", { name: "Lookalikes side by side" });
    await expect(lookalikes.getByRole("heading", { level: 3 })).toHaveText([
      "Jack-o'-lantern vs Chanterelle: how to tell them apart",
    ]);
    await expect(lookalikes.getByRole("link", { name: "Chanterelle" })).toHaveAttribute(
      "href",
      "/types/chanterelle",
    );
    // The most harmful first: the field mushroom's deadly lookalikes, then none other.
    await page.goto("/types/field-mushroom");
    await expect(
      page
        .getByRole("region", { name: "Lookalikes side by side" })
        .getByRole("heading", { level: 3 }),
    ).toHaveText([
      "Field mushroom vs Death cap: how to tell them apart",
      "Field mushroom vs Destroying angel: how to tell them apart",
    ]);
  });

  test("/types lists every species with its edibility and season, and the safety notice", async ({
    page,
  }) => {
    await page.goto("/types?edibility=choice");
    await expect.poll(() => indexed(page)).toEqual(allSpecies);
    const penny = page.getByRole("region", { name: "Species" }).getByRole("listitem").nth(8);
    await expect(penny.getByRole("link")).toHaveAttribute("href", "/types/penny-bun");
    await expect(penny).toContainText("Boletus edulis");
    await expect(penny).toContainText("Choice edible");
    await expect(penny).toContainText("August to November");
    await expect(page.getByRole("note")).toContainText(/^Never eat a wild mushroom/);
    // The filters are there, all at "any": a static page cannot read the query (species-filters.spec.ts).
    await expect(page.getByRole("combobox")).toHaveCount(3);
  });
});

test("filters narrow the index in place, kept in the URL through Back and Forward", async ({
  page,
  navigate,
}) => {
  await navigate("/types");
  const filters = page.getByRole("form", { name: "Filter the species" });
  await filters.getByLabel("Edibility").selectOption("choice");
  await expect(page).toHaveURL(/\/types\?edibility=choice$/);
  await expect.poll(() => indexed(page)).toEqual(["Chanterelle", "Field mushroom", "Penny bun"]);
  await filters.getByLabel("In season in").selectOption({ label: "November" });
  await expect(page).toHaveURL(/\/types\?edibility=choice&month=11$/);
  await expect.poll(() => indexed(page)).toEqual(["Penny bun"]);
  await expect(filters.locator("output")).toHaveText("1 species shown");

  await page.goBack();
  await expect(page).toHaveURL(/\/types\?edibility=choice$/);
  await expect.poll(() => indexed(page)).toEqual(["Chanterelle", "Field mushroom", "Penny bun"]);
  await expect(filters.getByLabel("In season in")).toHaveValue("");
  await page.goForward();
  await expect.poll(() => indexed(page)).toEqual(["Penny bun"]);
  await filters.getByRole("button", { name: "Show all species" }).click();
  await expect.poll(() => indexed(page)).toEqual(allSpecies);
  await expect(filters.getByLabel("Edibility")).toBeFocused();

  // A shared link opens filtered.
  await navigate("/types?hymenium=pores" as "/types");
  await expect.poll(() => indexed(page)).toEqual(["Bitter bolete", "Penny bun"]);
  await expect(filters.getByLabel("Underside")).toHaveValue("pores");
});

test("the filters are in the HTML of /types, and the list does not move", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize(narrow);
  await recordLayoutShifts(page);
  await navigate("/types");
  await expect(page.getByRole("form", { name: "Filter the species" })).toBeVisible();
  await scrollThrough(page);
  const { score, shifted } = await cumulativeLayoutShift(page);
  expect(score, `layout shift on /types, of ${shifted.join(", ")}`).toBe(0);
});

test("JSON-LD: a Taxon beside the Article, and an ItemList of species on /types", async ({
  page,
  navigate,
}) => {
  await navigate("/types/chanterelle");
  const graph = await structuredData(page);
  expect(graph.map((node) => node["@type"])).toEqual(["Article", "BreadcrumbList", "Taxon"]);
  expect(graph[2]).toEqual({
    "@type": "Taxon",
    "@id": `${site}/types/chanterelle#taxon`,
    name: "Cantharellus cibarius",
    taxonRank: "species",
    parentTaxon: { "@type": "Taxon", name: "Cantharellus", taxonRank: "genus" },
    alternateName: ["Chanterelle", "Girolle"],
    sameAs: ["https://www.wikidata.org/wiki/Q133128"],
  });
  expect(graph[0]).toMatchObject({ about: { "@id": `${site}/types/chanterelle#taxon` } });

  await navigate("/types");
  const list = (await structuredData(page)).find((node) => node["@type"] === "ItemList");
  const items = (list?.itemListElement ?? []) as unknown[];
  expect(items).toHaveLength(allSpecies.length);
  expect(items[1]).toEqual({
    "@type": "ListItem",
    position: 2,
    name: "Chanterelle",
    url: `${site}/types/chanterelle`,
  });
});

test.describe("accessibility", () => {
  for (const path of ["/types/field-mushroom", "/types/jack-o-lantern", "/types"] as const) {
    for (const [index, viewport] of [narrow, wide].entries()) {
      const schemes = bothSchemes(index);
      test(`axe finds nothing on ${path}, ${viewport.width} px, ${schemes.join(" then ")}`, ({
        page,
        navigate,
      }) =>
        expectAxeFindsNothing(
          page,
          viewport,
          schemes,
          () => navigate(path),
          async () => {
            if (path === "/types") await expect(page.getByRole("combobox")).toHaveCount(3);
          },
        ));
    }
  }
});
