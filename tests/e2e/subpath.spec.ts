import type { Page, Request } from "@playwright/test";
import { adFramePath } from "#app/features/ads/ad-frame.ts";
import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import {
  expect,
  isSameDocument,
  markDocument,
  recordPolicyViolations,
  recordRequests,
  recordResponses,
  scrollThrough,
  test,
  unknownPath,
  waitForHydration,
} from "./fixtures.ts";

// A GitHub Pages project site: the variant's url is http://localhost:PORT/fungi-atlas/, and its
// dist/ is served under /fungi-atlas/ as GitHub Pages serves a repository's site (with the Markdown
// content of tests/fixtures/content, for the articles' links, images and feed entries).
const origin = variantOrigin("subpath");
const base = "/fungi-atlas";
/** The site's url, and its home page's canonical URL. */
const site = `${origin}${base}/`;
test.use({ baseURL: site });

/** Goes to a path of the site ("/about") at its URL under the base path, and waits for hydration. */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${base}${path}`);
  await waitForHydration(page);
  return response;
}

/** Every request the page makes to the site's own origin, from now on. */
const ownRequests = (page: Page) =>
  recordRequests(page, (request) => new URL(request.url()).origin === origin);

/** The path of a request, e.g. "/fungi-atlas/about". */
const pathOf = (request: Request) => new URL(request.url()).pathname;

test("pages load styled, with every file of the site from under the path", async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  const requests = ownRequests(page);
  const failures = recordResponses(page, (response) => response.status() >= 400);

  for (const path of ["/", "/about", "/types/fly-agaric"]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()["content-security-policy"], path).toContain("frame-ancestors");
    // The stylesheet applies: the page's paper, not the browser's white.
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(250, 246, 238)");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      `${base}/manifest.webmanifest`,
    );
  }
  // The largest drawing is in the home page itself, the others are files under the path: the
  // site's own, the species' drawings and the articles' pictures the build made.
  await visit(page, "/");
  await expect(page.locator("img").first()).toHaveAttribute("src", /^data:image\/svg\+xml,/);
  const sources = await page
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  for (const src of sources.filter((source) => !source.startsWith("data:"))) {
    expect(src).toMatch(new RegExp(`^${base}/(assets|drawings|images)/`));
  }

  expect(requests.length).toBeGreaterThan(10);
  expect(requests.map(pathOf).filter((path) => !path.startsWith(`${base}/`))).toEqual([]);
  expect(failures.map((response) => `${response.status()} ${response.url()}`)).toEqual([]);
  expect(violations).toEqual([]);
});

test("links load each page from under the path", async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  const requests = ownRequests(page);
  await visit(page, "/");
  await markDocument(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Types" }).click();
  await expect(page).toHaveURL(`${site}types`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Types of Mushrooms");

  // An article: its page is loaded from under the path too.
  await page.getByRole("link", { name: "Fly Agaric" }).first().click();
  await expect(page).toHaveURL(`${site}types/fly-agaric`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fly Agaric");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${site}types/fly-agaric`,
  );

  // A link in the article's Markdown, which carries the path: followed to its page, once.
  await page.getByRole("main").getByRole("link", { name: "chanterelle", exact: true }).click();
  await expect(page).toHaveURL(`${site}types/chanterelle`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chanterelle");

  // Home through the brand link: the folder, with its slash.
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(site);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Discover the Magic of Mushrooms",
  );
  // Links load documents (ADR 035).
  expect(await isSameDocument(page)).toBe(false);
  const documents = requests.filter(
    (request) => request.isNavigationRequest() && request.frame() === page.mainFrame(),
  );
  expect(documents.map(pathOf)).toEqual([
    `${base}/`,
    `${base}/types`,
    `${base}/types/fly-agaric`,
    `${base}/types/chanterelle`,
    `${base}/`,
  ]);
  expect(requests.map(pathOf).filter((path) => !path.startsWith(`${base}/`))).toEqual([]);
  expect(violations).toEqual([]);
});

test("links, canonical URLs, the sitemap, the feed and the site's files carry the path", async ({
  page,
  request,
}) => {
  await visit(page, "/about");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}about`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${site}about`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${site}og-image.png`,
  );
  const structuredData = await page.locator('script[type="application/ld+json"]').textContent();
  expect(structuredData).toContain(`"item":"${site}"`);
  const ownLinks = await page
    .locator("a[href^='/'], link[href^='/']")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
  expect(ownLinks.length).toBeGreaterThan(10);
  expect(ownLinks.filter((href) => !href.startsWith(`${base}/`))).toEqual([]);
  expect(ownLinks).toContain(`${base}/`);

  // An article's Markdown links and images.
  await visit(page, "/types/fly-agaric");
  const article = page.locator("article");
  await expect(article.getByRole("link", { name: "chanterelle", exact: true })).toHaveAttribute(
    "href",
    `${base}/types/chanterelle`,
  );
  const image = article.locator("picture img").first();
  await expect(image).toHaveAttribute("src", new RegExp(`^${base}/images/content/`));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const sitemap = await (await request.get(`${site}sitemap.xml`)).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locations).toContain(site);
  expect(locations).toContain(`${site}about`);
  expect(locations).toContain(`${site}types/fly-agaric`);
  expect(locations.filter((loc) => !loc?.startsWith(site))).toEqual([]);

  const feed = await (await request.get(`${site}feed.xml`)).text();
  const feedUrls = [...feed.matchAll(/(?:href="|<id>)([^"<]+)/g)].map(([, url]) => url);
  expect(feedUrls).toContain(`${site}feed.xml`);
  expect(feedUrls).toContain(`${site}types/fly-agaric`);
  expect(feedUrls.filter((url) => !url?.startsWith(site))).toEqual([]);

  expect(await (await request.get(`${site}robots.txt`)).text()).toContain(
    `Sitemap: ${site}sitemap.xml`,
  );
  const manifest = await (await request.get(`${site}manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ start_url: `${base}/`, scope: `${base}/` });
});

test("an unknown path under the base shows the 404 page with status 404", async ({
  page,
  request,
}) => {
  const violations = await recordPolicyViolations(page);
  const response = await visit(page, unknownPath);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors");
  // Still the 404 page once hydrated, at the URL asked for.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
  await expect(page).toHaveURL(`${base}${unknownPath}`);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(250, 246, 238)");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(site);
  expect(violations).toEqual([]);

  // Outside the path there is no site, as on the host; the folder without its slash leads to it.
  expect((await request.get(`${origin}/about`, { maxRedirects: 0 })).status()).toBe(404);
  const folder = await request.get(`${origin}${base}`, { maxRedirects: 0 });
  expect(folder.headers().location).toBe(`${base}/`);
});

test("the ad slots load their frames from under the path", async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  await stubThirdParties(page);
  await visit(page, "/about");
  await scrollThrough(page);
  const frames = page.locator("[data-banner-id] iframe, [data-ad-script-slot] iframe");
  await expect(frames).not.toHaveCount(0);
  for (const frame of await frames.all()) {
    await expect(frame).toHaveAttribute("src", new RegExp(`^${base}${adFramePath}\\?`));
  }
  const banner = page.locator("[data-banner-id]").first();
  const bannerId = await banner.getAttribute("data-banner-id");
  await expect(banner.frameLocator("iframe").locator("[data-creative]")).toHaveAttribute(
    "data-creative",
    bannerId ?? "",
  );
  await expect(
    page.frameLocator("[data-ad-script-slot] iframe").locator("[data-creative]"),
  ).toHaveAttribute("data-creative", "extra");
  expect(violations).toEqual([]);
});
