import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { keyBox, keyChoices, tick } from "./key-choices.ts";

// Issue 64 on the shipped atlas: the key's results read on a phone, its danger list keeps the
// species a misjudged character would hide, contradictory choices say so, and a tick on a phone
// shows at once what it changed.

/** A page of the key with choices in its address, as a shared link opens it. */
const keyWith = (search: string) => `/identify?${search}` as "/identify";

/** Several choices at once, as a shared link opens them: a white Amanita-like find. */
const severalChoices = keyWith("hymenium=gills&capColour=white&stipe=ring&substrate=soil");

/** Once the key has its species file and has ranked them against the choices in the address. */
const ranked = (page: Page) => expect(page.locator("[aria-busy]")).toHaveCount(0);

const dangerList = (page: Page) =>
  page.getByRole("region", { name: "Dangerous species that match" });

/**
 * Every pair of boxes among the results' names, Latin names, badges and feature lists that
 * overlap, within a row or across rows, and every box that runs past the page's right edge, each
 * row laid out: on a phone a row is laid out only as the reader comes near it (`lazy-cards`,
 * app/app.css), its box until then a card's usual height.
 */
function overlapsInResults(page: Page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll<HTMLElement>("main table tbody tr")];
    for (const row of rows) row.style.contentVisibility = "visible";
    const boxes = rows.flatMap((row, index) =>
      [
        row.querySelector("th a"),
        row.querySelector("th [lang='la']"),
        row.querySelector("th a ~ span:last-child"),
        row.querySelector("td dl"),
      ].flatMap((element) => {
        if (!element) return [];
        const box = element.getBoundingClientRect();
        return box.width === 0 ? [] : [{ row: index, text: element.textContent ?? "", box }];
      }),
    );
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const [index, one] of boxes.entries()) {
      if (one.box.right > width + 1) problems.push(`${one.text} runs past the edge`);
      for (const other of boxes.slice(index + 1)) {
        const apart =
          one.box.right <= other.box.left + 1 ||
          other.box.right <= one.box.left + 1 ||
          one.box.bottom <= other.box.top + 1 ||
          other.box.bottom <= one.box.top + 1;
        if (!apart) problems.push(`"${one.text}" overlaps "${other.text}"`);
      }
    }
    return { problems, checked: boxes.length };
  });
}

for (const width of [320, 390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("no result's name, Latin name, badge or features overlaps another, with choices ticked", async ({
      page,
      navigate,
    }) => {
      await navigate(severalChoices);
      await ranked(page);
      await expect(page.locator("main table caption")).toContainText(
        "Species that match every feature",
      );
      const { problems, checked } = await overlapsInResults(page);
      expect(checked).toBeGreaterThan(40);
      expect(problems).toEqual([]);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the pre-rendered list reads the same: nothing overlaps", async ({ page, navigate }) => {
        await navigate(severalChoices);
        const { problems, checked } = await overlapsInResults(page);
        expect(checked).toBeGreaterThan(40);
        expect(problems).toEqual([]);
      });
    });
  });
}

test.describe("the danger list forgives a misjudged character", () => {
  test("ridges, soil and orange keep the jack-o'-lantern and the false chanterelle", async ({
    page,
    navigate,
  }) => {
    // The classic mistake: true gills read as a chanterelle's ridges, buried roots as soil.
    await navigate(keyWith("hymenium=ridges&capColour=orange&substrate=soil"));
    await ranked(page);
    const names = dangerList(page).getByRole("link");
    await expect(names.filter({ hasText: "Jack-o'-lantern" })).toHaveCount(1);
    await expect(names.filter({ hasText: "False chanterelle" })).toHaveCount(1);
    // Above the results, whatever is ticked.
    const danger = await dangerList(page).boundingBox();
    const results = await page.locator("main table").boundingBox();
    expect(danger?.y ?? Infinity).toBeLessThan(results?.y ?? 0);
  });

  test("gills, a ring and a white print, the volva left in the ground, keep the deadly Amanitas", async ({
    page,
    navigate,
  }) => {
    await navigate(keyWith("hymenium=gills&stipe=ring&sporePrint=white"));
    await ranked(page);
    const names = dangerList(page).getByRole("link");
    await expect(names.filter({ hasText: "Death cap" })).toHaveCount(1);
    await expect(names.filter({ hasText: "Destroying angel" })).toHaveCount(1);
  });
});

test("contradictory choices say so, naming the choices that split the species", async ({
  page,
  navigate,
}) => {
  await navigate(keyWith("hymenium=pores&stipe=ring-and-volva"));
  await ranked(page);
  const message = page.getByRole("status").filter({ hasText: "No species has every feature" });
  await expect(message).toContainText("check Underside (Pores)");
  await expect(message).toContainText("Stem (With a ring and a volva)");
  await expect(page.locator("main table caption")).toContainText(
    "Species that match every feature: 0 of",
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tick shows a live summary in view, which jumps to the dangerous species first, else to the results", async ({
    page,
    navigate,
  }) => {
    await navigate("/identify");
    await tick(page, "Grows on", "Wood");
    const summary = page.locator("[data-key-summary]");
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText(/Match every feature: \d+ · Dangerous, to rule out: [1-9]/);
    await summary.getByRole("link", { name: "Show results" }).click();
    await expect(
      page.getByRole("heading", { name: "Dangerous species that match" }),
    ).toBeInViewport();

    // Teeth underneath alone: nothing dangerous to rule out, so the ranked list.
    await keyBox(page, "Grows on", "Wood").uncheck();
    await tick(page, "Underside", "Teeth");
    await expect(summary).toContainText(/Dangerous, to rule out: 0/);
    await summary.getByRole("link", { name: "Show results" }).click();
    await expect(page.locator("main table caption")).toBeInViewport();
  });

  test("the count is read out from the first tick, by one live region, which is in the page before it", async ({
    page,
    navigate,
  }) => {
    await navigate("/identify");
    const live = keyChoices(page).locator("[aria-live]");
    await expect(live).toHaveCount(1);
    await expect(live).toHaveText("");
    await tick(page, "Grows on", "Wood");
    await expect(live).toContainText(/Match every feature: \d+/);
    await expect(page.locator("main [aria-live]")).toHaveCount(1);
  });

  test("a choice the keyboard moves to is never under the sticky count", async ({
    page,
    navigate,
  }) => {
    await navigate("/identify");
    await tick(page, "Underside", "Gills");
    const summary = page.locator("[data-key-summary]");
    await expect(summary).toBeVisible();
    let checked = 0;
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press("Tab");
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector("[data-key-summary]");
        if (!focused?.closest("search") || !bar || bar.contains(focused)) return undefined;
        const [box, barBox] = [focused.getBoundingClientRect(), bar.getBoundingClientRect()];
        return box.bottom > barBox.top + 1 && box.top < barBox.bottom;
      });
      if (hidden === undefined) continue;
      checked += 1;
      expect(hidden, `focus stop ${step} under the count`).toBe(false);
    }
    expect(checked).toBeGreaterThan(10);
  });

  test("the key is one tap from the header of every page and from home's hero", async ({
    page,
    navigate,
  }) => {
    await navigate("/types/death-cap");
    await page.getByRole("banner").getByRole("link", { name: "Identify a find" }).click();
    await expect(page).toHaveURL(/\/identify$/);
    await navigate("/");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Identify a find" }),
    ).toBeVisible();
  });
});
