import { glossaryTerms } from "#app/features/glossary/terms.ts";
import { en } from "#app/features/glossary/words/en.ts";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";
import { cumulativeLayoutShift, expect, recordLayoutShifts, test, wide } from "./fixtures.ts";
import { openWithWorker, saveAtlas } from "./offline.ts";

// Issue 69, step 6: the glossary, a feature folder and a line in the feature list.

const phone = { width: 390, height: 844 };
const nameOf = (id: string) => en.terms[id as keyof typeof en.terms].name;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/glossary lists every term under its own anchor, each with its drawing", async ({
    page,
  }) => {
    await page.goto("/glossary");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glossary");
    const entries = page.getByRole("main").getByRole("region");
    await expect(entries).toHaveCount(glossaryTerms.length);
    for (const { id } of glossaryTerms) {
      const entry = page.locator(`section#${id}`);
      await expect(entry.getByRole("heading", { level: 2 })).toHaveText(nameOf(id));
      await expect(entry.getByRole("img", { name: `Drawing: ${nameOf(id)}` })).toBeVisible();
    }
  });

  test("the death cap's article links its first use of “volva” to the glossary's entry", async ({
    page,
  }) => {
    await page.goto("/types/death-cap");
    const volva = page.getByRole("main").getByRole("link", { name: "volva", exact: true });
    await expect(volva).toHaveCount(1);
    await volva.click();
    await expect(page).toHaveURL(/\/glossary#volva$/);
    await expect(page.locator("section#volva")).toBeInViewport();
    await expect(page.locator("section#volva")).toContainText("dig the whole base up");
  });

  test("an article's word in another sense links nowhere: a fairy ring, a puffball's spines, a morel's ridges", async ({
    page,
  }) => {
    const otherSenses: [path: string, term: string][] = [
      ["/types/fairy-ring-champignon", "ring"],
      ["/types/common-puffball", "ring"],
      ["/types/common-puffball", "spines"],
      ["/types/morel", "ridges"],
    ];
    for (const [path, term] of otherSenses) {
      await page.goto(path);
      await expect(
        page.locator(`main a[href="/glossary#${term}"]`),
        `${path}: ${term}`,
      ).toHaveCount(0);
    }
    // The article's other terms are linked still.
    await page.goto("/types/common-puffball");
    await expect(
      page.getByRole("main").getByRole("link", { name: "fruit body", exact: true }),
    ).toHaveAttribute("href", "/glossary#fruit-body");
  });

  test("the facts box links its labels to their terms", async ({ page }) => {
    await page.goto("/types/death-cap");
    const facts = page.getByRole("region", { name: "Facts" }).first();
    await expect(facts.getByRole("link", { name: "Spore print" })).toHaveAttribute(
      "href",
      "/glossary#spore-print",
    );
  });
});

test("the key's “decurrent” option links to its drawing in the glossary", async ({
  page,
  navigate,
}) => {
  await navigate("/identify");
  await page.locator("summary", { hasText: "Gills meet the stem" }).click();
  const link = page.getByRole("link", { name: "What “Decurrent: running down it” means" });
  await expect(link).toHaveAttribute("href", "/glossary#decurrent");
  await link.click();
  await expect(page).toHaveURL(/\/glossary#decurrent$/);
  const drawing = page
    .locator("section#decurrent")
    .getByRole("img", { name: "Drawing: Decurrent" });
  await expect(drawing).toBeInViewport();
});

test("nothing on /glossary moves as it loads", async ({ page, navigate }) => {
  await page.setViewportSize(phone);
  await recordLayoutShifts(page);
  await navigate("/glossary");
  const { score, shifted } = await cumulativeLayoutShift(page);
  expect(score, `layout shift of ${shifted.join(", ")}`).toBe(0);
});

for (const [index, viewport] of [phone, wide].entries()) {
  const schemes = bothSchemes(index);
  test(`axe finds nothing on /glossary, ${viewport.width} px, ${schemes.join(" then ")}`, ({
    page,
    navigate,
  }) => expectAxeFindsNothing(page, viewport, schemes, () => navigate("/glossary")));
}

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("/glossary opens offline once the atlas is saved", async ({ page, context }) => {
    await openWithWorker(page, "/");
    await saveAtlas(page);
    await context.setOffline(true);
    await page.goto("/glossary");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glossary");
    await expect(page.getByRole("img", { name: "Drawing: Volva" })).toBeVisible();
  });
});
