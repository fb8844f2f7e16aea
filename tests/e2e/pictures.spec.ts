import type { Page } from "@playwright/test";
import { shareImage } from "#app/lib/brand.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";
import { expect, test, wide } from "./fixtures.ts";

// Issue 68, pictures that teach, on the shipped site: licensed photos of the species we could
// license, a labelled drawing with the spore print's legend, and a share card per species.

/** The species with a Mushroom Observer photo, each credited "Photo: <author>, CC BY..., from mushroomobserver.org". */
const withPhotos = [
  "field-mushroom",
  "honey-fungus",
  "jelly-ear",
  "penny-bun",
  "giant-puffball",
  "chanterelle",
  "common-ink-cap",
  "shaggy-ink-cap",
  "horn-of-plenty",
  "beefsteak-fungus",
  "hedgehog-mushroom",
  "chicken-of-the-woods",
  "common-puffball",
  "parasol",
  "morel",
  "oyster-mushroom",
  "green-brittlegill",
  "cauliflower-fungus",
  "yellow-brain",
  "bitter-bolete",
];

/** The JSON-LD graph of the page. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(text ?? "{}") as { "@graph"?: Array<Record<string, unknown>> };
  return data["@graph"] ?? [];
}

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).getAttribute("content");

test("at least 15 species pages show a licensed photo with its credit, and an ImageObject with its licence", async ({
  page,
}) => {
  expect(withPhotos.length).toBeGreaterThanOrEqual(15);
  for (const slug of withPhotos) {
    await page.goto(`/types/${slug}`);
    const gallery = page.getByRole("region", { name: "Photos" });
    await expect(gallery.locator("img").first(), slug).toBeVisible();
    await expect(
      gallery.getByText(/^Photo: .+, CC BY(-SA)? [34]\.0, from mushroomobserver\.org$/).first(),
      slug,
    ).toBeVisible();
    const images = (await structuredData(page)).filter((node) => node["@type"] === "ImageObject");
    expect(images.length, slug).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.license, slug).toMatch(
        /^https:\/\/creativecommons\.org\/licenses\/by(-sa)?\/[34]\.0\/$/,
      );
      expect(image.acquireLicensePage, slug).toMatch(
        /^https:\/\/mushroomobserver\.org\/images\/\d+$/,
      );
    }
  }
});

test("/credits lists every species with a photo, and links each photo's original", async ({
  page,
}) => {
  await page.goto("/credits");
  for (const slug of withPhotos) {
    await expect(page.getByRole("main").locator(`a[href="/types/${slug}"]`), slug).toHaveCount(1);
  }
  expect(
    await page.locator('a[href^="https://mushroomobserver.org/images/"]').count(),
  ).toBeGreaterThanOrEqual(withPhotos.length);
});

test("a species page without a photo says so once, and shows its drawing larger, labelled", async ({
  page,
}) => {
  await page.goto("/types/death-cap");
  await expect(page.getByRole("region", { name: "Photos" })).toHaveCount(0);
  await expect(page.getByText("No photo of this species yet")).toHaveCount(1);
  const drawing = page
    .getByRole("img", {
      name: "Diagram of Death cap, drawn from its recorded features: not a photograph",
    })
    .and(page.locator("svg"));
  await expect(drawing).toBeVisible();
  await expect(drawing).toHaveAccessibleDescription(
    "Death cap, labelled: Cap, Gills, Ring, Volva, Stem base",
  );
  await expect(page.getByText("The dot: the colour of its spore print")).toBeVisible();
  // Larger than on a page that has photos.
  const without = (await drawing.boundingBox())?.width ?? 0;
  await page.goto("/types/parasol");
  const beside =
    (
      await page
        .getByRole("img", { name: /^Diagram of Parasol/ })
        .and(page.locator("svg"))
        .boundingBox()
    )?.width ?? 0;
  expect(without).toBeGreaterThan(beside);
});

test("the death cap's share card is its own, not the chanterelle's nor the home page's, and says it is deadly", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const home = await meta(page, "og:image");
  expect(home).toMatch(new RegExp(`${shareImage.path.replace(".", "\\.")}$`));
  await page.goto("/types/chanterelle");
  const chanterelle = await meta(page, "og:image");
  await page.goto("/types/death-cap");
  const deathCap = await meta(page, "og:image");
  expect(deathCap).toMatch(/\/og\/types\/death-cap\.png$/);
  expect(await meta(page, "og:image:alt")).toMatch(
    /^Death cap \(Amanita phalloides\): Deadly poisonous \| /,
  );
  // X's card reads the image from og:image, and its alt text from its own tag: the same words.
  expect(await page.locator('meta[name="twitter:image:alt"]').getAttribute("content")).toBe(
    await meta(page, "og:image:alt"),
  );
  const bytes = async (url: string | null) =>
    (await request.get(new URL(url ?? "").pathname)).body();
  const [own, other, brand] = await Promise.all([bytes(deathCap), bytes(chanterelle), bytes(home)]);
  expect(own.subarray(1, 4).toString()).toBe("PNG");
  expect(own.equals(other)).toBe(false);
  expect(own.equals(brand)).toBe(false);
});

test.describe("/credits before any photo", () => {
  test.use({ baseURL: variantOrigin("seed") });
  test("says that none is credited yet", async ({ page }) => {
    const response = await page.goto("/credits");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No photo is credited yet")).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const [index, viewport] of [{ width: 390, height: 844 }, wide].entries()) {
    const schemes = bothSchemes(index);
    test(`axe finds nothing on a species page with photos, the labelled drawing and the legend, ${viewport.width} px, ${schemes.join(" then ")}`, ({
      page,
      navigate,
    }) =>
      expectAxeFindsNothing(page, viewport, schemes, async () => {
        await navigate("/types/morel");
        await expect(page.locator("svg[aria-describedby]")).toHaveAccessibleDescription(
          /^Morel, labelled: Cap, Stem$/,
        );
        await expect(page.getByText("The dot: the colour of its spore print")).toBeVisible();
      }));
  }
});
