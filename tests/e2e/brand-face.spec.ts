import type { Page } from "@playwright/test";
import { displayFont, visitStartAttribute } from "#app/lib/display-font.ts";
import { drawnInBrandFace, expect, test, waitForHydration } from "./fixtures.ts";
import { keptFiles, openWithWorker } from "./offline.ts";

/** The brand face's file a page names, from its own head: "/assets/fraunces-latin-600-1a2b.woff2". */
const faceFile = /\/assets\/fraunces-latin-600-[\w-]+\.woff2/;

/** Waits until the service worker keeps the face's file that home names, and gives its path. */
async function faceKeptByWorker(page: Page) {
  const html = await (await page.request.get("/")).text();
  const file = faceFile.exec(html)?.[0] ?? "no face named in the page";
  await expect
    .poll(async () => (await keptFiles(page)).map(({ url }) => new URL(url).pathname))
    .toContain(file);
  return file;
}

const headingFamily = async (page: Page) =>
  (
    await page
      .getByRole("heading", { level: 1 })
      .evaluate((heading) => getComputedStyle(heading).fontFamily)
  ).split(",")[0];

test("a visit's first page shows its headings in the fallback and fetches the face after its first paint", async ({
  page,
}) => {
  const fontResponse = page.waitForResponse((response) => faceFile.test(response.url()));
  await page.goto("/about");
  const response = await fontResponse;
  expect(response.status()).toBe(200);
  expect((await response.body()).length).toBeLessThanOrEqual(30 * 1024);
  await expect(page.locator("html")).toHaveAttribute(visitStartAttribute, "");
  expect(await headingFamily(page)).not.toBe(displayFont.family);
  const [fetched, painted] = await page.evaluate(() => [
    performance.getEntriesByType("resource").find(({ name }) => name.includes("/fraunces-"))
      ?.startTime,
    performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
  ]);
  expect(painted, "the first paint was timed").toBeGreaterThan(0);
  expect(fetched, "the face's file, fetched after the first paint").toBeGreaterThan(painted ?? 0);
  // Loaded, the face still draws nothing on this page: nothing moves under the reader.
  await page.waitForFunction(
    (family) =>
      [...document.fonts].some((face) => face.family === family && face.status === "loaded"),
    displayFont.family,
  );
  expect(await drawnInBrandFace(page)).toBe(false);
});

test("the pages a visit goes on to show their headings in the brand face", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Types", exact: true }).first().click();
  await expect(page).toHaveURL(/\/types$/);
  await expect(page.locator("html")).not.toHaveAttribute(visitStartAttribute);
  expect(await headingFamily(page)).toBe(displayFont.family);
  expect(await drawnInBrandFace(page)).toBe(true);
});

test("a page's Polish letters fetch the second file, other pages never", async ({ page }) => {
  const files: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) files.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(
    async (name) => document.fonts.load(`600 1em ${name}`, "Fungi"),
    displayFont.family,
  );
  expect(files.filter((file) => file.includes("latin-ext"))).toEqual([]);
  await page.evaluate(
    async (name) => document.fonts.load(`600 1em ${name}`, "Grzyby łąkowe"),
    displayFont.family,
  );
  expect(files.filter((file) => file.includes("latin-ext"))).toHaveLength(1);
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a page the service worker serves asks for the brand face, whatever its referrer", async ({
    page,
  }) => {
    // Firefox gives a page its worker serves no referrer; here a visit opened without one.
    await openWithWorker(page, "/about");
    const file = await faceKeptByWorker(page);
    await page.goto("/types");
    expect(await page.evaluate(() => document.referrer)).toBe("");
    await expect(page.locator("html")).not.toHaveAttribute(visitStartAttribute);
    // The longest page: without the preload, its heading kept the fallback one time in three.
    await expect(page.locator('head > link[rel="preload"][as="font"]')).toHaveAttribute(
      "href",
      file,
    );
    expect(await headingFamily(page)).toBe(displayFont.family);
    await page.waitForFunction(
      (family) =>
        [...document.fonts].some((face) => face.family === family && face.status === "loaded"),
      displayFont.family,
    );
    // Whether the heading is then drawn in it is the browser's race with `font-display:
    // optional`'s short wait, which a busy host can lose; the page has done its part above.
  });

  test("the service worker keeps the brand face with the scripts every page runs", async ({
    page,
  }) => {
    await openWithWorker(page, "/");
    await faceKeptByWorker(page);
  });
});
