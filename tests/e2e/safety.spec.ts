import type { Locator, Page } from "@playwright/test";
import { contentVariantEmergency, sitePort, variantOrigin } from "#tests/variants/variants.ts";
import { expect, sidewaysOverflow, test, wide } from "./fixtures.ts";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";

// The site built from tests/fixtures/content: the death cap and the destroying angel are deadly,
// the jack-o'-lantern and the fly agaric poisonous, the liberty cap psychoactive; the field
// mushroom and the chanterelle are eaten, each paired with a harmful lookalike. The variant names
// a poison centre (safety.emergency).
test.use({ baseURL: variantOrigin("content") });

const phone = { width: 390, height: 844 };

/** The pair of a species page with another species, by the heading that names both. */
const pair = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true });

/** The cells of a pair's table in one species' column, by the column's index (1 or 2). */
const column = (pairRegion: Locator, index: 1 | 2) =>
  pairRegion.locator(`tbody tr > td:nth-of-type(${index})`);

/**
 * The rows of a pair's table for one fact: its heading ("Spore print", perhaps with "Differs"),
 * then both values; "Underside" is not "Underside colour".
 */
const factRows = (pairRegion: Locator, label: string) =>
  pairRegion.getByRole("rowgroup").filter({
    has: pairRegion.page().getByRole("rowheader", { name: new RegExp(`^${label}(?!\\s*[a-z])`) }),
  });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a lookalike pair shows its note as the pair's, each species' facts in its own column", async ({
    page,
  }) => {
    await page.goto("/types/death-cap");
    const deathCapAndField = pair(page, "Death cap vs Field mushroom: how to tell them apart");
    await expect(deathCapAndField).toContainText(
      "Death cap: white gills at every age, a volva at the base",
    );
    // What tells them apart first; the notes and every other fact behind "… all N features"
    // (issue 67), opened.
    await deathCapAndField.locator("summary", { hasText: /all \d+ features$/i }).click();
    const table = deathCapAndField
      .getByRole("table", { name: "Death cap and Field mushroom, fact by fact" })
      .first();
    await expect(table.getByRole("columnheader")).toHaveText(["Death cap", "Field mushroom"]);
    await expect(table.getByRole("link", { name: "Field mushroom" })).toHaveAttribute(
      "href",
      "/types/field-mushroom",
    );
    // The field mushroom's column holds the field mushroom's facts, and none of the death cap's.
    const field = column(deathCapAndField, 2);
    await expect(field).toContainText(["Choice edible", "Pink, Brown", "With a ring"]);
    await expect(field.filter({ hasText: /volva|Deadly|Green|Soil/i })).toHaveCount(0);
    const deathCap = column(deathCapAndField, 1);
    await expect(deathCap).toContainText(["Deadly poisonous", "Gills", "White"]);
    // The rows that differ say so in words, first; the underside, the same for both, does not,
    // nor do the cap's colours, sizes and the seasons, which overlap, nor the habitats in words,
    // which no rule compares (issue 64).
    const differing = table.getByRole("rowheader").filter({ hasText: "Differs" });
    await expect(differing).toHaveText([
      /^Edibility/,
      /^Underside colour/,
      /^Spore print/,
      /^Stem/,
      /^Grows on/,
      /^Ecology/,
    ]);
    // Two words to a screen reader, not "Spore printDiffers".
    await expect(differing.nth(2)).toHaveAccessibleName("Spore print Differs");
    await expect(factRows(deathCapAndField, "Cap colour")).toContainText("Overlaps");
    await expect(factRows(deathCapAndField, "Underside")).toHaveCount(1);
    await expect(factRows(deathCapAndField, "Underside")).not.toContainText("Differs");
    // A value both share is written once, across both columns: not "Gills / Gills" (issue 67).
    const underside = factRows(deathCapAndField, "Underside").getByRole("cell");
    await expect(underside).toHaveText(["Gills"]);
    await expect(underside).toHaveAttribute("colspan", "2");

    // The field mushroom's page shows the same pair from its side: no card under the death
    // cap's name describes the field mushroom, nor the other way round.
    await page.goto("/types/field-mushroom");
    const fieldAndDeathCap = pair(page, "Field mushroom vs Death cap: how to tell them apart");
    await expect(fieldAndDeathCap).toContainText("Field mushroom: pink gills turning");
    await expect(column(fieldAndDeathCap, 1)).toContainText(["Choice edible"]);
    await expect(column(fieldAndDeathCap, 2)).toContainText(["Deadly poisonous"]);

    // The same for the jack-o'-lantern and the chanterelle.
    await page.goto("/types/jack-o-lantern");
    const jackAndChanterelle = pair(page, "Jack-o'-lantern vs Chanterelle: how to tell them apart");
    await expect(column(jackAndChanterelle, 2)).toContainText(["Choice edible", "Ridges"]);
    await expect(column(jackAndChanterelle, 2).filter({ hasText: /Gills|Poisonous/ })).toHaveCount(
      0,
    );
    await expect(page.getByRole("region", { name: "Also mistaken for" })).toHaveCount(0);
  });

  test("a fact only one species of a pair records reads “not recorded” for the other", async ({
    page,
  }) => {
    await page.goto("/types/penny-bun");
    const pennyAndBitter = pair(page, "Penny bun vs Bitter bolete: how to tell them apart");
    await pennyAndBitter.locator("summary", { hasText: /all \d+ features$/i }).click();
    const ecology = factRows(pennyAndBitter, "Ecology");
    await expect(ecology.getByRole("cell")).toHaveText([
      "Mycorrhizal: lives with tree roots",
      "not recorded",
    ]);
    await expect(ecology).not.toContainText("Differs");
  });

  for (const [path, meaning] of [
    ["/types/death-cap", "Deadly poisonous: eating it can kill."],
    ["/types/destroying-angel", "Deadly poisonous: eating it can kill."],
    ["/types/jack-o-lantern", "Poisonous: eating it can make you seriously ill."],
    ["/types/fly-agaric", "Poisonous: eating it can make you seriously ill."],
    ["/types/liberty-cap", "Psychoactive: eating it alters the mind and can poison."],
  ] as const) {
    test(`${path} opens with the danger panel and the poison centre's number, in the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      await page.goto(path);
      const panel = page.getByRole("region", { name: meaning });
      await expect(panel).toContainText("If someone may have eaten it");
      const call = panel.getByRole("link", { name: /^1.800.222.1222$/ });
      await expect(call).toHaveAttribute("href", "tel:18002221222");
      await expect(call).toBeInViewport({ ratio: 1 });
      await expect(panel).toContainText("Keep any leftover mushroom, raw or cooked");
      await expect(panel.getByRole("link", { name: contentVariantEmergency.name })).toHaveAttribute(
        "href",
        contentVariantEmergency.url,
      );
      // Above the facts, and worded for a species nobody should eat.
      const panelBox = await panel.boundingBox();
      const factsBox = await page.getByRole("region", { name: "Facts" }).boundingBox();
      expect(panelBox!.y).toBeLessThan(factsBox!.y);
      await expect(page.getByRole("note")).toContainText(/^Never treat a wild mushroom as food/);
      // Deadly poisons (amatoxins, orellanine) act before the first symptom.
      const lateSymptoms = panel.getByText("Symptoms can start hours or days later");
      await expect(lateSymptoms).toHaveCount(meaning.startsWith("Deadly") ? 1 : 0);
    });
  }

  test("an eaten species has no danger panel, its warning names the lookalike's edibility", async ({
    page,
  }) => {
    await page.goto("/types/field-mushroom");
    await expect(page.getByText("If someone may have eaten it")).toHaveCount(0);
    await expect(page.getByRole("note")).toContainText(/^Never eat a wild mushroom/);
    const warning = page.getByRole("region", { name: "Dangerous lookalike" });
    await expect(warning).toContainText("It can be mistaken for a deadly poisonous species.");
    await expect(warning.getByRole("link", { name: "Death cap" })).toHaveAttribute(
      "href",
      "#lookalike-death-cap",
    );
    await page.goto("/types/chanterelle");
    await expect(page.getByRole("region", { name: "Dangerous lookalike" })).toContainText(
      "It can be mistaken for a poisonous species.",
    );
  });

  test("deadly and poisonous differ in colour, icon and word, on /types and species pages", async ({
    page,
  }) => {
    const badge = (word: string) =>
      page
        .getByRole("main")
        .locator("span.inline-flex", { hasText: new RegExp(`^${word}$`) })
        .first();
    const looks = async (word: string) => ({
      icon: await badge(word).locator("path").getAttribute("d"),
      colours: await badge(word).evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.borderColor, style.color];
      }),
    });
    const compare = async () => {
      const deadly = await looks("Deadly poisonous");
      const poisonous = await looks("Poisonous");
      expect(deadly.icon).not.toEqual(poisonous.icon);
      expect(deadly.colours[0]).not.toEqual(poisonous.colours[0]);
      expect(deadly.colours[1]).not.toEqual(poisonous.colours[1]);
      // In forced colours the colours are the system's; the words and the shapes still differ.
      await page.emulateMedia({ forcedColors: "active" });
      for (const word of ["Deadly poisonous", "Poisonous"]) {
        await expect(badge(word)).toBeVisible();
        await expect(badge(word).locator("svg")).toBeVisible();
      }
      await page.emulateMedia({ forcedColors: "none" });
    };
    await page.goto("/types");
    await compare();
    // Each harmful species' own page: its badge in the danger panel and the facts.
    await page.goto("/types/jack-o-lantern");
    const poisonousOnItsPage = await looks("Poisonous");
    await page.goto("/types/death-cap");
    const deadlyOnItsPage = await looks("Deadly poisonous");
    expect(deadlyOnItsPage.icon).not.toEqual(poisonousOnItsPage.icon);
    expect(deadlyOnItsPage.colours).not.toEqual(poisonousOnItsPage.colours);
  });

  test("the pair's table fits a 320 px screen without scrolling sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/types/death-cap");
    expect(await sidewaysOverflow(page)).toBe(0);
    const table = page.getByRole("table").first();
    const box = await table.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  });
});

test("two species of one edibility each show its badge under their own name", async ({ page }) => {
  // The shipped atlas: the fixture content pairs no two species of one edibility.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`http://localhost:${sitePort}/types/death-cap`);
  const angel = pair(page, "Death cap vs Destroying angel: how to tell them apart");
  const names = angel.getByRole("columnheader");
  await expect(names).toHaveText(["Death cap", "Destroying angel"]);
  for (const index of [1, 2] as const) {
    const badge = column(angel, index).first();
    await expect(badge).toHaveText("Deadly poisonous");
    const [name, box] = await Promise.all([
      names.nth(index - 1).boundingBox(),
      badge.boundingBox(),
    ]);
    expect(Math.abs((box?.x ?? 0) - (name?.x ?? Number.NaN))).toBeLessThan(1);
  }
});

test("without a poison centre set, the panel says to call the local emergency number", async ({
  page,
}) => {
  // The subpath variant carries the fixture content and the shipped configuration without its
  // `safety`: neither a poison centre nor a country.
  await page.goto(`${variantOrigin("subpath")}/fungi-atlas/types/death-cap`);
  const panel = page.getByRole("region", { name: "Deadly poisonous: eating it can kill." });
  await expect(panel).toContainText(
    "Call your local emergency number or poison centre now, even if they feel well.",
  );
  // No number to dial: only the list of every country's poison centres.
  await expect(panel.getByRole("link")).toHaveText(["Poison centres in every country"]);
  await expect(panel.getByRole("link")).toHaveAttribute("href", "/fungi-atlas/poison-centres");
});

test.describe("accessibility", () => {
  for (const path of ["/types/death-cap", "/types/liberty-cap"] as const) {
    for (const [index, viewport] of [phone, wide].entries()) {
      const schemes = bothSchemes(index);
      test(`axe finds nothing on ${path}, ${viewport.width} px, ${schemes.join(" then ")}`, ({
        page,
        navigate,
      }) => expectAxeFindsNothing(page, viewport, schemes, () => navigate(path)));
    }
  }
});
