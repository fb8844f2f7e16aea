import { displayFont } from "#app/lib/display-font.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { keptFiles, openWithWorker } from "./offline.ts";

/** The brand face's file a page names, from its own head: "/assets/fraunces-latin-600-1a2b.woff2". */
const faceFile = /\/assets\/fraunces-latin-600-[\w-]+\.woff2/;

test("headings ask for the brand face, which comes from the site's own file of at most 30 KB", async ({
  page,
}) => {
  const fontResponse = page.waitForResponse((response) => faceFile.test(response.url()));
  await page.goto("/");
  const response = await fontResponse;
  expect(response.status()).toBe(200);
  expect((await response.body()).length).toBeLessThanOrEqual(30 * 1024);
  const family = await page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(family.split(",")[0]).toBe(displayFont.family);
  // The face the file holds is the one the headings name, whether or not this first visit's
  // heading waited for it (`optional`).
  const loaded = await page.evaluate(
    async (name) => (await document.fonts.load(`600 1em ${name}`, "Fungi")).length,
    displayFont.family,
  );
  expect(loaded).toBe(1);
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

  test("the service worker keeps the brand face with the scripts every page runs", async ({
    page,
  }) => {
    await openWithWorker(page, "/");
    const html = await (await page.request.get("/")).text();
    const file = faceFile.exec(html)?.[0] ?? "no face named in the page";
    await expect
      .poll(async () => (await keptFiles(page)).map(({ url }) => new URL(url).pathname))
      .toContain(file);
  });
});
