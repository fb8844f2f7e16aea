import { join } from "node:path";
import type { Page } from "@playwright/test";
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from "html-validate";
import { siteConfig } from "#app/config/site.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import { expect, isSameDocument, markDocument, test, wide } from "./fixtures.ts";
import { expectAxeFindsNothing } from "./axe.ts";

// The fixture content and 60 generated articles in /about, which has an intro: "Generated
// mushroom 1" to 60, newest first, 24 a page, over three pages.
test.use({ baseURL: variantOrigin("many-articles") });

const site = siteConfig.url;
/** The headings of the articles the page lists, in order. */
const listedTitles = (page: Page) =>
  page.getByRole("region", { name: "Articles" }).getByRole("heading", { level: 3 });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pages of the listing" });
const generated = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Generated mushroom ${from + index}`);

test("each listing page shows its 24 articles, its own title and canonical, the intro on the first only", async ({
  page,
  navigate,
}) => {
  const intro = "Mushrooms are the fruit of fungi";
  await navigate("/about");
  await expect(page).toHaveTitle(`About Mushrooms | ${siteConfig.name}`);
  await expect(page.getByText(intro)).toBeVisible();
  await expect(listedTitles(page)).toHaveText(generated(1, 24));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}/about`);

  await navigate("/about/page/2");
  await expect(page).toHaveTitle(`About Mushrooms – page 2 | ${siteConfig.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Mushrooms");
  await expect(listedTitles(page)).toHaveText(generated(25, 48));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${site}/about/page/2`,
  );
  await expect(page.getByText(intro)).toHaveCount(0);

  await navigate("/about/page/3");
  await expect(page).toHaveTitle(`About Mushrooms – page 3 | ${siteConfig.name}`);
  await expect(listedTitles(page)).toHaveText(generated(49, 60));
});

test("the pages link each other: Previous, Next and every number, the current one marked", async ({
  page,
  navigate,
}) => {
  await navigate("/about");
  const links = pagination(page).getByRole("link");
  await expect(links).toHaveText(["Page 1", "Page 2", "Page 3", "Next"]);
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(pagination(page).getByRole("link", { name: "Next" })).toHaveAttribute(
    "href",
    "/about/page/2",
  );

  await navigate("/about/page/2");
  await expect(links).toHaveText(["Previous", "Page 1", "Page 2", "Page 3", "Next"]);
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText("Page 2");
  await expect(pagination(page).getByRole("link", { name: "Previous" })).toHaveAttribute(
    "href",
    "/about",
  );

  await navigate("/about/page/3");
  await expect(links).toHaveText(["Previous", "Page 1", "Page 2", "Page 3"]);

  // A section that fits on one page has no page links, and no page past the last exists.
  await navigate("/types");
  await expect(pagination(page)).toHaveCount(0);
  for (const path of ["/about/page/4", "/about/page/1", "/types/page/2"]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
});

test("from page to page, and Back and Forward through them", async ({ page, navigate }) => {
  await navigate("/about");
  await markDocument(page);
  await pagination(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/about/page/2");
  await expect(page).toHaveTitle(/page 2/);
  await pagination(page).getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL("/about/page/3");
  await expect(listedTitles(page)).toHaveText(generated(49, 60));

  await page.goBack();
  await expect(page).toHaveURL("/about/page/2");
  await expect(listedTitles(page)).toHaveText(generated(25, 48));
  await page.goBack();
  await expect(page).toHaveURL("/about");
  await expect(page).toHaveTitle(`About Mushrooms | ${siteConfig.name}`);
  await expect(listedTitles(page).first()).toHaveText("Generated mushroom 1");
  await page.goForward();
  await expect(page).toHaveURL("/about/page/2");
  expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
});

test("the sitemap lists every listing page; the feed holds the newest 50 articles", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${site}/about</loc>`);
  expect(sitemap).toContain(`<loc>${site}/about/page/2</loc>`);
  expect(sitemap).toContain(`<loc>${site}/about/page/3</loc>`);
  expect(sitemap).not.toContain("/page/4");
  expect(sitemap).not.toContain("/types/page/");

  const feed = await (await request.get("/feed.xml")).text();
  const entries = [...feed.matchAll(/<entry>[\s\S]*?<title>([^<]*)<\/title>/g)].map(
    (match) => match[1],
  );
  expect(entries).toHaveLength(50);
  // 70 articles in all (10 published fixtures, 60 generated): the 20 oldest are left out.
  expect(entries.slice(0, 3)).toEqual(["Chanterelle", "Fly Agaric", "Generated mushroom 1"]);
  expect(entries).toContain("Mushrooms in Art");
  expect(entries).not.toContain("Bitter Bolete");
  expect(entries.at(-1)).toBe("Generated mushroom 45");
});

test("a listing page passes axe in both themes", ({ page, navigate }) =>
  expectAxeFindsNothing(page, wide, ["light", "dark"], () => navigate("/about/page/2")));

test("a listing page is valid HTML", async () => {
  const report = await new HtmlValidate(new FileSystemConfigLoader()).validateFile(
    join(".variants", "many-articles", "dist", "about", "page", "2.html"),
  );
  expect(report.valid, formatterFactory("text")(report.results)).toBe(true);
});

// The directory of every page on /search: 68 articles and 4 other pages, 50 a page, over two.
const everyPage = (page: Page) => page.getByRole("region", { name: "Every page, by section" });
const directoryPagination = (page: Page) =>
  page.getByRole("main").getByRole("navigation", { name: "Pages of the listing" });
const linkedPaths = (page: Page) =>
  everyPage(page)
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("following /search's pages reaches every page of the site, each article once", async ({
    page,
    request,
  }) => {
    await page.goto("/search");
    const listed: string[] = [];
    const visited: string[] = [];
    for (;;) {
      visited.push(new URL(page.url()).pathname);
      listed.push(...(await linkedPaths(page)));
      const next = directoryPagination(page).getByRole("link", { name: "Next" });
      if ((await next.count()) === 0) break;
      const nextPath = await next.getAttribute("href");
      await next.click();
      // The address changes before the new page is parsed: its links are read once it has loaded.
      await page.waitForURL((url) => url.pathname === nextPath, { waitUntil: "load" });
    }
    expect(visited).toEqual(["/search", "/search/page/2"]);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    const inSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1] ?? "").pathname)
      .filter((path) => !path.includes("/page/"));
    const articles = inSitemap.filter((path) => path.split("/").length === 3);
    expect(articles).toHaveLength(70);
    expect(new Set(listed)).toEqual(new Set(inSitemap));
    const listedArticles = listed.filter((path) => articles.includes(path));
    expect(listedArticles.toSorted()).toEqual(articles.toSorted());
  });

  test("a section running over onto /search/page/2 shows its heading again there", async ({
    page,
  }) => {
    await page.goto("/search/page/2");
    const headings = everyPage(page).getByRole("heading", { level: 3 });
    await expect(headings).toHaveText([
      "About Mushrooms",
      "Cultural Significance",
      "Types of Mushrooms",
      "Other pages",
    ]);
    await expect(directoryPagination(page).getByRole("link")).toHaveText([
      "Previous",
      "Page 1",
      "Page 2",
    ]);
    await expect(directoryPagination(page).locator('[aria-current="page"]')).toHaveText("Page 2");
  });
});

test("/search/page/2 has its own title, is noindex as /search is, and is in no sitemap", async ({
  page,
  request,
}) => {
  await page.goto("/search/page/2");
  await expect(page).toHaveTitle(`Search – page 2 | ${siteConfig.name}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // A page kept out of the index names no canonical URL (app/lib/seo.ts), as /search does.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/search");
  for (const path of ["/search/page/1", "/search/page/3"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("with JavaScript, Next and Back move between /search's pages, and ?q= searches on page 2", async ({
  page,
  navigate,
}) => {
  await navigate("/search");
  await markDocument(page);
  const firstOfPage1 = await linkedPaths(page);
  await directoryPagination(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/search/page/2");
  await expect(page).toHaveTitle(`Search – page 2 | ${siteConfig.name}`);
  await expect(everyPage(page).getByRole("link", { name: "Chanterelle" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/search");
  await expect(page).toHaveTitle(`Search | ${siteConfig.name}`);
  expect(await linkedPaths(page)).toEqual(firstOfPage1);
  expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);

  await page.goto("/search/page/2?q=chanterelle");
  const main = page.getByRole("main");
  await expect(main.getByRole("searchbox")).toHaveValue("chanterelle");
  await expect(main.getByRole("list").first().getByRole("link").first()).toContainText(
    "Chanterelle",
  );
});
