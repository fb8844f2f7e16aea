import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from "html-validate";
import { siteConfig } from "#app/config/site.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import {
  type ArticlePath,
  cumulativeLayoutShift,
  expect,
  isSameDocument,
  markDocument,
  narrow,
  recordLayoutShifts,
  recordResponses,
  scrollThrough,
  test,
  wide,
} from "./fixtures.ts";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";

// The site built from tests/fixtures/content: a section intro, eight articles in two sections
// (fly-agaric has an image, a table, a task list, four headings and links; the seven in types
// are species, tests/e2e/species.spec.ts, listed in /types' species index; mushrooms-in-art, in
// culture, has an image too), and a draft.
test.use({ baseURL: variantOrigin("content") });

const site = siteConfig.url;
const articles: { path: ArticlePath; title: string }[] = [
  { path: "/types/chanterelle", title: "Chanterelle" },
  { path: "/types/fly-agaric", title: "Fly Agaric" },
  { path: "/culture/mushrooms-in-art", title: "Mushrooms in Art" },
  { path: "/types/liberty-cap", title: "Liberty Cap" },
  { path: "/types/jack-o-lantern", title: "Jack-o'-Lantern" },
  { path: "/types/field-mushroom", title: "Field Mushroom" },
  { path: "/types/death-cap", title: "Death Cap" },
  { path: "/types/destroying-angel", title: "Destroying Angel" },
  { path: "/types/penny-bun", title: "Penny Bun" },
  { path: "/types/bitter-bolete", title: "Bitter Bolete" },
];

/** The headings of the articles a section lists, in order. */
const listedTitles = (page: Page) =>
  page.getByRole("region", { name: "Articles" }).getByRole("heading", { level: 3 }).allInnerTexts();

test.describe("section pages", () => {
  test("a section lists its articles newest first, with description, date and image", async ({
    page,
    navigate,
  }) => {
    await navigate("/culture");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cultural Significance");
    expect(await listedTitles(page)).toEqual(
      articles.filter(({ path }) => path.startsWith("/culture/")).map(({ title }) => title),
    );
    await expect(page.getByText("Content coming soon...")).toHaveCount(0);
    const inArt = page.getByRole("region", { name: "Articles" }).getByRole("listitem");
    await expect(inArt).toContainText("how artists have painted");
    await expect(inArt.locator("time")).toHaveAttribute("datetime", "2026-09-12");
    await expect(inArt.locator("time")).toHaveText("September 12, 2026");
    await expect(inArt.getByRole("img")).toHaveAttribute("alt", /painted red toadstool/);
    await expect(inArt.locator("picture source")).toHaveCount(2);
  });

  test("/types lists its species once, in the species index, not again among the articles", async ({
    page,
    navigate,
  }) => {
    await navigate("/types");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Types of Mushrooms");
    const species = articles.filter(({ path }) => path.startsWith("/types/"));
    const index = page.getByRole("region", { name: "Species" });
    await expect(index.getByRole("listitem")).toHaveCount(species.length);
    for (const { path } of species) {
      await expect(page.getByRole("main").locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("region", { name: "Articles" })).toHaveCount(0);
    await expect(page.getByText("Content coming soon...")).toHaveCount(0);
  });

  test("a written intro replaces the coming-soon panel; /about still links home", async ({
    page,
    navigate,
  }) => {
    await navigate("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Mushrooms");
    await expect(page.getByText("Mushrooms are the fruit of fungi")).toBeVisible();
    await expect(page.getByText("Content coming soon...")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toBeVisible();
  });

  test("drafts are not built, listed, or in the sitemap and the feed", async ({
    page,
    request,
  }) => {
    expect((await request.get("/types/sulphur-tuft")).status()).toBe(404);
    await page.goto("/types");
    await expect(page.getByText("Sulphur Tuft")).toHaveCount(0);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("sulphur-tuft");
    expect(await (await request.get("/feed.xml")).text()).not.toContain("sulphur-tuft");
  });
});

test.describe("an article", () => {
  test("shows its heading, dates, reading time, contents and rendered Markdown", async ({
    page,
    navigate,
  }) => {
    await navigate("/types/fly-agaric");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fly Agaric");
    const main = page.getByRole("main");
    await expect(main.locator("time[datetime='2026-10-01']")).toHaveText("October 1, 2026");
    await expect(main.getByText(/^Updated/)).toHaveText("Updated November 15, 2026");
    await expect(main.getByText("1 min read")).toBeVisible();

    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents.getByRole("link")).toHaveText([
      "Where it grows",
      "How to recognise it",
      "Why not to eat it",
    ]);
    await contents.getByRole("link", { name: "Why not to eat it" }).click();
    await expect(page).toHaveURL(/#why-not-to-eat-it$/);
    const heading = page.getByRole("heading", { level: 2, name: "Why not to eat it" });
    await expect(heading).toBeInViewport();
    // Each heading links to itself, for readers who want to share a section.
    await expect(heading.getByRole("link")).toHaveAttribute("href", "#why-not-to-eat-it");

    const table = main.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Feature",
      "Fly agaric",
      "Chanterelle",
    ]);
    // A task list says each item's state in words.
    await expect(main.getByRole("listitem").filter({ hasText: "Done:" })).toHaveCount(2);
    await expect(main.getByRole("listitem").filter({ hasText: "To do:" })).toHaveText(
      /Safe to eat/,
    );
    for (const name of ["Wikipedia article", "www.example.org"]) {
      await expect(main.getByRole("link", { name })).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(main.getByRole("link", { name: "chanterelle" })).not.toHaveAttribute("rel", /./);
  });

  test("an article with fewer than three sections has no contents list", async ({
    page,
    navigate,
  }) => {
    await navigate("/types/chanterelle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chanterelle");
    await expect(page.getByRole("navigation", { name: "Contents" })).toHaveCount(0);
    await expect(page.getByText(/^Updated/)).toHaveCount(0);
  });

  test("its image is a responsive picture made at build time, loaded at once, sized", async ({
    page,
    navigate,
    request,
  }) => {
    await navigate("/types/fly-agaric");
    // The first of its photos (app/features/photos/): the lead image, uncredited here.
    const picture = page.getByRole("region", { name: "Photos" }).locator("picture");
    const types = await picture
      .locator("source")
      .evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
    expect(types).toEqual(["image/avif", "image/webp"]);
    const image = picture.getByRole("img");
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "1000");
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveJSProperty("complete", true);
    // The browser picked the AVIF, and it is there.
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /\.avif$/,
    );
    const srcSet = (await picture.locator("source").first().getAttribute("srcset")) ?? "";
    const widths = [...srcSet.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
    // And 240 px, for the species' picture in lists.
    expect(widths).toEqual([240, 480, 800, 1200, 1600]);
    for (const file of srcSet.split(", ").map((entry) => entry.split(" ")[0] ?? "")) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/avif");
    }
  });

  test("nothing shifts while it loads and while a reader scrolls through it", async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize(narrow);
    await recordLayoutShifts(page);
    await navigate("/types/fly-agaric");
    await scrollThrough(page);
    const { score, shifted } = await cumulativeLayoutShift(page);
    expect(score, `cumulative layout shift on the article, of ${shifted.join(", ")}`).toBe(0);
  });
});

test("from a section to an article, to another through its text, and back, page by page", async ({
  page,
  navigate,
}) => {
  await navigate("/types");
  await markDocument(page);
  await page
    .getByRole("region", { name: "Species" })
    .getByRole("link", { name: "Fly Agaric" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fly Agaric");
  await expect(page).toHaveTitle("Fly Agaric | Fungi Atlas");
  await page.getByRole("main").getByRole("link", { name: "art and myth" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mushrooms in Art");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fly Agaric");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").click();
  await expect(page).toHaveURL("/types");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Types of Mushrooms");
  expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
});

test("React Router's data files are not shipped: no page asks for them (ADR 035)", async ({
  request,
}) => {
  for (const path of ["/_.data", "/identify.data", "/search.data", "/types/fly-agaric.data"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the browser gets no Markdown parser and no other article's text", async ({
  page,
  navigate,
}) => {
  const scriptResponses = recordResponses(page, (response) => response.url().endsWith(".js"));
  await navigate("/types/fly-agaric");
  await page.waitForLoadState("networkidle");
  expect(scriptResponses.length).toBeGreaterThan(0);
  for (const script of await Promise.all(scriptResponses.map((response) => response.text()))) {
    expect(script).not.toMatch(/micromark|mdast|remark|rehype/);
    expect(script).not.toContain("apricot-scented");
  }
});

test.describe("for search engines and feed readers", () => {
  test.use({ javaScriptEnabled: false });

  test("an article has its own title, description, canonical URL, card and JSON-LD", async ({
    page,
    navigate,
  }) => {
    await navigate("/types/fly-agaric");
    await expect(page).toHaveTitle("Fly Agaric | Fungi Atlas");
    const content = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await content('meta[name="description"]')).toMatch(/^The red cap with white spots/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${site}/types/fly-agaric`,
    );
    expect(await content('meta[property="og:type"]')).toBe("article");
    expect(await content('meta[property="og:image"]')).toBe(`${site}/og/types/fly-agaric.png`);
    expect(await content('meta[property="article:modified_time"]')).toBe("2026-11-15");
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
    ) as { "@graph": Record<string, unknown>[] };
    const [article, breadcrumb] = jsonLd["@graph"];
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "Fly Agaric",
      datePublished: "2026-10-01",
      dateModified: "2026-11-15",
      image: `${site}/og/types/fly-agaric.png`,
    });
    expect(breadcrumb).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Fungi Atlas", item: `${site}/` },
        { position: 2, name: "Types of Mushrooms", item: `${site}/types` },
        { position: 3, name: "Fly Agaric", item: `${site}/types/fly-agaric` },
      ],
    });
  });

  test("each article has a share card of its own, the size of the site's", async ({ request }) => {
    const sizes = new Set<string>();
    for (const { path } of [...articles, { path: "" }]) {
      const response = await request.get(path ? `/og${path}.png` : "/og-image.png");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // A PNG's width and height are the big-endian numbers at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      sizes.add(png.toString("base64"));
    }
    expect(sizes.size, "every card differs").toBe(articles.length + 1);
  });

  test("the sitemap lists every article with the day it last changed", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(
      `<url><loc>${site}/types/fly-agaric</loc><lastmod>2026-11-15</lastmod></url>`,
    );
    expect(sitemap).toContain(
      `<url><loc>${site}/types/chanterelle</loc><lastmod>2026-11-10</lastmod></url>`,
    );
    expect(sitemap).toContain(`<url><loc>${site}/types</loc></url>`);
  });

  test("a section with something to read is indexed again: its own description, canonical URL, sitemap entry", async ({
    page,
    navigate,
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // /about has an intro, /types and /culture have articles: the shipped site has none of them.
    for (const path of ["/about", "/types", "/culture"] as const) {
      await navigate(path);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}${path}`);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
        "content",
        /still being written/,
      );
      expect(sitemap).toContain(`<url><loc>${site}${path}</loc></url>`);
    }
  });

  test("/feed.xml is an Atom feed of every article, newest first, linked from every page", async ({
    page,
    navigate,
    request,
  }) => {
    const response = await request.get("/feed.xml");
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const feedXml = await response.text();
    await navigate("/types/fly-agaric");
    const feed = await page.evaluate((xml) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      const atom = "http://www.w3.org/2005/Atom";
      return {
        wellFormed: document.getElementsByTagName("parsererror").length === 0,
        root: `${document.documentElement.namespaceURI} ${document.documentElement.localName}`,
        entries: [...document.getElementsByTagNameNS(atom, "entry")].map((entry) => ({
          title: entry.getElementsByTagNameNS(atom, "title")[0]?.textContent,
          id: entry.getElementsByTagNameNS(atom, "id")[0]?.textContent,
          updated: entry.getElementsByTagNameNS(atom, "updated")[0]?.textContent,
        })),
        updated: document.querySelector(":root > updated")?.textContent,
      };
    }, feedXml);
    expect(feed.wellFormed).toBe(true);
    expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
    expect(feed.entries.map((entry) => entry.title)).toEqual(articles.map(({ title }) => title));
    expect(feed.entries[1]).toEqual({
      title: "Fly Agaric",
      id: `${site}/types/fly-agaric`,
      updated: "2026-11-15T00:00:00Z",
    });
    expect(feed.updated).toBe("2026-11-15T00:00:00Z");

    for (const path of ["/", "/types", "/types/fly-agaric"] as const) {
      await navigate(path);
      await expect(page.locator('head link[rel="alternate"]')).toHaveAttribute(
        "type",
        "application/atom+xml",
      );
      await expect(page.locator('head link[rel="alternate"]')).toHaveAttribute("href", "/feed.xml");
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "Article feed (Atom)" }),
      ).toHaveAttribute("href", "/feed.xml");
    }
  });
});

test.describe("accessibility and valid HTML", () => {
  // The species index, /types, is species.spec.ts's, at both widths.
  for (const [index, path] of (["/about", "/types/fly-agaric"] as const).entries()) {
    const schemes = bothSchemes(index);
    test(`axe finds nothing on ${path}, ${schemes.join(" then ")}`, ({ page, navigate }) =>
      expectAxeFindsNothing(page, wide, schemes, () => navigate(path)));
  }

  test("every built page of the content variant is valid HTML (html-validate)", async () => {
    const built = join(".variants", "content", "dist");
    const files = (await readdir(built, { recursive: true })).filter((file) =>
      file.endsWith(".html"),
    );
    expect(files).toContain(join("types", "fly-agaric.html"));
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const format = formatterFactory("text");
    for (const file of files) {
      const report = await validator.validateFile(join(built, file));
      expect.soft(report.valid, format(report.results)).toBe(true);
    }
  });
});
