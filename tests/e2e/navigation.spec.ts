import type { Page, Request } from "@playwright/test";
import {
  expect,
  followLinkTo,
  isSameDocument,
  markDocument,
  recordPolicyViolations,
  recordRequests,
  requestsSoFar,
  test,
  waitForHydration,
} from "./fixtures.ts";
import { openWithWorker, saveAtlas } from "./offline.ts";
import { tick } from "./key-choices.ts";

/**
 * How the browser got the document shown: "navigational-prefetch" when it came from a prefetch
 * of the speculation rules (scripts/pipeline/document/speculation-rules.ts), "" from the network.
 */
const deliveryType = (page: Page) =>
  page.evaluate(
    () =>
      // Not in TypeScript's DOM types yet.
      (performance.getEntriesByType("navigation")[0] as { deliveryType?: string } | undefined)
        ?.deliveryType,
  );

/** The path of the document shown, as the browser loaded it (not as a router wrote it since). */
const loadedPath = (page: Page) =>
  page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]?.name ?? "").pathname);

test("following a link from a species page to another shows the new page, prefetched on hover (Chromium)", async ({
  page,
  navigate,
}) => {
  await navigate("/types/chanterelle");
  const link = page.getByRole("main").locator('a[href="/types/false-chanterelle"]').first();
  const prefetched = page.waitForRequest(
    (request) =>
      request.url().endsWith("/types/false-chanterelle") &&
      request.headers()["sec-purpose"] === "prefetch",
  );
  await link.hover();
  await (await prefetched).response();

  await link.click();
  await expect(page).toHaveURL(/\/types\/false-chanterelle$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("False Chanterelle");
  await waitForHydration(page);
  expect(await loadedPath(page)).toBe("/types/false-chanterelle");
  expect(await deliveryType(page), "the page shown is the one the hover prefetched").toBe(
    "navigational-prefetch",
  );
});

test("a link the pointer only passes over is not prefetched", async ({ page, navigate }) => {
  await navigate("/types/chanterelle");
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["sec-purpose"]) prefetches.push(request.url());
  });
  const link = page.getByRole("main").locator('a[href="/types/false-chanterelle"]').first();
  await link.hover();
  await page.mouse.move(0, 0);
  // Longer than the 200 ms the pointer must rest on a link ("moderate" eagerness).
  await page.waitForTimeout(1000);
  expect(prefetches).toEqual([]);
});

test("the header's Search, which opens the dialog in place, does not fetch the search page ahead", async ({
  page,
  navigate,
}) => {
  await navigate("/types/chanterelle");
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["sec-purpose"]) prefetches.push(request.url());
  });
  const search = page.getByRole("banner").getByRole("link", { name: "Search" });
  await search.hover();
  // Longer than the 200 ms the pointer must rest on a link ("moderate" eagerness).
  await page.waitForTimeout(1000);
  expect(prefetches).toEqual([]);
  // A link beside it still is.
  const identify = page.getByRole("banner").getByRole("link", { name: "Identify a find" });
  const prefetched = page.waitForRequest(
    (request) =>
      request.url().endsWith("/identify") && request.headers()["sec-purpose"] === "prefetch",
  );
  await identify.hover();
  await prefetched;
});

test("where a browser has no Speculation Rules, a hovered link's page is fetched ahead within the page's policy", async ({
  page,
  navigate,
}) => {
  const violations = await recordPolicyViolations(page);
  // As Firefox and Safari answer: the link prefetch island (link-prefetch.island.ts) takes over.
  await page.addInitScript(() => {
    const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
    HTMLScriptElement.supports = (type) => type !== "speculationrules" && supports(type);
  });
  await navigate("/types/chanterelle");
  const fetchedAhead = page.waitForRequest(
    (request) =>
      request.url().endsWith("/types/false-chanterelle") && request.resourceType() === "fetch",
  );
  await page.getByRole("main").locator('a[href="/types/false-chanterelle"]').first().hover();
  const response = await (await fetchedAhead).response();
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
  expect(violations).toEqual([]);
});

// The two pages React hydrates (ADR 035): a link to another page loads it as a document, which
// then starts its own islands; the page's own query stays the page's.
for (const { from, to } of [
  { from: "/identify", to: "/types/amethyst-deceiver" },
  { from: "/search", to: "/culture/folklore-and-fairy-rings" },
] as const) {
  test(`on ${from}, a link to ${to} loads it as a document`, async ({ page, navigate }) => {
    await navigate(from);
    await markDocument(page);
    await page.getByRole("main").locator(`a[href="${to}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await waitForHydration(page);
    expect(await isSameDocument(page), "a new document, not a client-side render").toBe(false);
    expect(await loadedPath(page)).toBe(to);
  });
}

test("on /search, a search typed stays on the page", async ({ page, navigate }) => {
  await navigate("/search");
  await markDocument(page);
  await page.getByRole("main").getByRole("searchbox").fill("chanterelle");
  await expect(page).toHaveURL(/\/search\?q=chanterelle$/);
  expect(await isSameDocument(page)).toBe(true);
});

/** The addresses of requests, for a readable failure. */
const urls = (requests: readonly Request[]) => requests.map((request) => request.url());

// React Router's data files (`.data`) serve a client-side navigation, which no longer happens: the
// build ships none (scripts/pipeline/finish-build.ts), so a page that asked for one would fail.
test("a visit through the hydrated pages, their ticks, searches, links and Back, asks for no data file", async ({
  page,
  navigate,
}) => {
  const dataRequests = recordRequests(page, (request) =>
    new URL(request.url()).pathname.endsWith(".data"),
  );
  await navigate("/");
  await followLinkTo(page, "/identify");
  await waitForHydration(page);
  await tick(page, "Underside", "Pores");
  await expect(page).toHaveURL(/\/identify\?hymenium=pores$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/identify$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/identify\?hymenium=pores$/);
  await requestsSoFar(page);
  expect(urls(dataRequests), "the key's ticks").toEqual([]);
  await page.getByRole("main").locator('a[href="/types/penny-bun"]').first().click();
  await expect(page).toHaveURL(/\/types\/penny-bun$/);
  await waitForHydration(page);

  await followLinkTo(page, "/search");
  await waitForHydration(page);
  const field = page.getByRole("main").getByRole("searchbox");
  await field.fill("chanterelle");
  await expect(page).toHaveURL(/\/search\?q=chanterelle$/);
  // The species' names answer first, then the full text's results take their place, and a result
  // can move under a click made in between: the click waits for the search to be done.
  await expect(page.getByRole("main").getByRole("status")).toHaveAttribute("aria-busy", "false");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Chanterelle/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/types\/[\w-]+$/);
  await page.goBack();
  await expect(field).toHaveValue("chanterelle");
  await page
    .getByRole("main")
    .locator('a[href="/culture/folklore-and-fairy-rings"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/culture\/folklore-and-fairy-rings$/);
  await waitForHydration(page);

  await requestsSoFar(page);
  expect(urls(dataRequests)).toEqual([]);
});

/** A species page's link on /identify. */
const speciesLink = (page: Page) =>
  page.getByRole("main").locator('a[href="/types/amethyst-deceiver"]').first();

// The offline worker (ADR 027) in charge: registered by the footer's control, which /identify
// hydrates.
test.describe("with the offline worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("a hovered link's page comes from the network through the worker, and shows from that prefetch", async ({
    page,
  }) => {
    await openWithWorker(page, "/identify");
    const prefetched = page.waitForRequest(
      (request) =>
        request.url().endsWith("/types/amethyst-deceiver") &&
        request.headers()["sec-purpose"] === "prefetch",
    );
    await speciesLink(page).hover();
    await (await prefetched).response();
    await speciesLink(page).click();
    await expect(page).toHaveURL(/\/types\/amethyst-deceiver$/);
    await waitForHydration(page);
    expect(await deliveryType(page)).toBe("navigational-prefetch");
  });

  test("with a saved atlas, nothing is fetched ahead: the link followed gets its page from the atlas newest then", async ({
    page,
  }) => {
    await openWithWorker(page, "/identify");
    await saveAtlas(page);
    await speciesLink(page).hover();
    // Longer than a prefetch of the page takes (the test above waits for one).
    await page.waitForTimeout(2000);
    await speciesLink(page).click();
    await expect(page).toHaveURL(/\/types\/amethyst-deceiver$/);
    await waitForHydration(page);
    expect(await deliveryType(page), "the worker declined the prefetch").not.toBe(
      "navigational-prefetch",
    );
  });
});
