import type { Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { siteConfig } from "#app/config/site.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import {
  expect,
  isSameDocument,
  markDocument,
  type PagePath,
  sitePages,
  sitePagesAnd404,
  test,
  unknownPath,
} from "./fixtures.ts";

const site = siteConfig.url;

/** What each page tells search engines: its title and the types of its structured data. */
const heads: Record<PagePath, { title: string; types: string[] }> = {
  "/": {
    title: "Fungi Atlas: Discover the Magic of Mushrooms",
    types: ["WebSite", "Organization"],
  },
  "/about": { title: "About Mushrooms | Fungi Atlas", types: ["WebPage", "BreadcrumbList"] },
  "/types": {
    title: "Types of Mushrooms | Fungi Atlas",
    types: ["WebPage", "BreadcrumbList", "ItemList"],
  },
  "/culture": {
    title: "Cultural Significance | Fungi Atlas",
    types: ["WebPage", "BreadcrumbList"],
  },
  "/blog": { title: "Blog | Fungi Atlas", types: ["WebPage", "BreadcrumbList"] },
  "/contact": { title: "Contact Us | Fungi Atlas", types: ["WebPage", "BreadcrumbList"] },
  "/privacy": { title: "Privacy | Fungi Atlas", types: ["WebPage", "BreadcrumbList"] },
  "/poison-centres": {
    title: "Poison centres | Fungi Atlas",
    types: ["WebPage", "BreadcrumbList"],
  },
  "/glossary": {
    title: "Glossary | Fungi Atlas",
    types: ["WebPage", "BreadcrumbList", "DefinedTermSet"],
  },
  "/search": { title: "Search | Fungi Atlas", types: [] },
  "/identify": { title: "Identify a find | Fungi Atlas", types: ["WebPage", "BreadcrumbList"] },
  "/credits": { title: "Photo credits | Fungi Atlas", types: ["WebPage", "BreadcrumbList"] },
};

/**
 * The sections the original site shipped with only a title (tests/fixtures/seed-content/):
 * "coming soon" pages, kept out of search until they have something to read. So is the
 * identification key while there is no species for it.
 */
const unwrittenSections: PagePath[] = ["/about", "/types", "/culture"];
/** The pages of the shipped atlas that search engines may index: all but /search. */
const indexedPages = sitePages.filter((path) => path !== "/search");

/** What a crawler reads from the page's head. */
async function readHead(page: Page) {
  // evaluateAll reads what is there now, without waiting for an element that may be absent.
  const read = (selector: string, attribute: string) =>
    page
      .locator(selector)
      .evaluateAll(
        (elements, name) => elements.map((element) => element.getAttribute(name)),
        attribute,
      );
  const first = async (selector: string, attribute = "content") =>
    (await read(selector, attribute))[0] ?? null;
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  return {
    title: await page.title(),
    lang: await first("html", "lang"),
    description: await first('meta[name="description"]'),
    descriptions: (await read('meta[name="description"]', "content")).length,
    canonical: await first('link[rel="canonical"]', "href"),
    ogUrl: await first('meta[property="og:url"]'),
    ogTitle: await first('meta[property="og:title"]'),
    ogImage: await first('meta[property="og:image"]'),
    twitterCard: await first('meta[name="twitter:card"]'),
    jsonLdTypes: jsonLd.flatMap((text) =>
      (JSON.parse(text) as { "@graph": Array<{ "@type": string }> })["@graph"].map(
        (node) => node["@type"],
      ),
    ),
  };
}

test.describe("in the static HTML", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of indexedPages) {
    const { title, types } = heads[path];
    test(`${path} has its own title, description, canonical URL, cards and structured data`, async ({
      page,
      navigate,
    }) => {
      await navigate(path);
      const head = await readHead(page);
      expect(head.title).toBe(title);
      expect(head.lang).toBe("en");
      expect(head.description?.length).toBeGreaterThan(50);
      expect(head.descriptions).toBe(1);
      expect(head.canonical).toBe(`${site}${path}`);
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.ogTitle).toBe(title);
      expect(head.ogImage).toBe(`${site}/og-image.png`);
      expect(head.twitterCard).toBe("summary_large_image");
      expect(head.jsonLdTypes).toEqual(types);
    });
  }

  test("every page has a description of its own", async ({ page, navigate }) => {
    const descriptions = new Set<string | null>();
    for (const path of sitePages) {
      await navigate(path);
      descriptions.add((await readHead(page)).description);
    }
    expect(descriptions.size).toBe(sitePages.length);
  });

  test("the search page, which lists the others, is kept out of search results", async ({
    page,
    navigate,
  }) => {
    await navigate("/search");
    const head = await readHead(page);
    expect(head.title).toBe(heads["/search"].title);
    expect(head.canonical).toBeNull();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("the 404 page is kept out of search results", async ({ page, navigate }) => {
    await navigate(unknownPath);
    const head = await readHead(page);
    expect(head.title).toBe("Page not found | Fungi Atlas");
    expect(head.canonical).toBeNull();
    expect(head.jsonLdTypes).toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test("a link to another page brings its own title, description, canonical URL and structured data", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await markDocument(page);
  const home = await readHead(page);

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveTitle("Contact Us | Fungi Atlas");
  const contact = await readHead(page);
  expect(contact.canonical).toBe(`${site}/contact`);
  expect(contact.ogUrl).toBe(`${site}/contact`);
  expect(contact.description).not.toBe(home.description);
  expect(contact.descriptions).toBe(1);
  expect(contact.jsonLdTypes).toEqual(["WebPage", "BreadcrumbList"]);

  await page.goBack();
  await expect(page).toHaveTitle(home.title);
  expect((await readHead(page)).canonical).toBe(`${site}/`);
  expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
});

test.describe("the original site's content, with nothing to read yet", () => {
  test.use({ baseURL: variantOrigin("seed"), javaScriptEnabled: false });

  for (const path of unwrittenSections) {
    test(`${path}, with nothing to read yet, says so and is kept out of search results`, async ({
      page,
      navigate,
    }) => {
      await navigate(path);
      await expect(page.getByText("Content coming soon...")).toBeVisible();
      const head = await readHead(page);
      expect(head.title).toBe(heads[path].title);
      expect(head.description).toBe(
        `${heads[path].title.replace(" | Fungi Atlas", "")}: this section of Fungi Atlas is still being written; nothing to read here yet.`,
      );
      expect(head.canonical).toBeNull();
      expect(head.jsonLdTypes).toEqual([]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }

  test("/identify, with no species to rank yet, says so and is kept out of search results", async ({
    page,
    navigate,
  }) => {
    await navigate("/identify");
    await expect(page.getByText("The atlas has no species yet")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    const head = await readHead(page);
    expect(head.title).toBe(heads["/identify"].title);
    expect(head.canonical).toBeNull();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("sitemap.xml lists only the pages with something to read", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      ["/", "/blog", "/contact", "/privacy", "/poison-centres", "/glossary"].map(
        (path) => `${site}${path}`,
      ),
    );
  });
});

test("sitemap.xml lists every page with something to read by absolute URL, and not the 404", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  // The pages first, then every article the build wrote.
  const articles = readdirSync("dist", { recursive: true, encoding: "utf8" })
    .map((file) => file.replaceAll("\\", "/"))
    .filter((file) => /^(about|types|culture)\/[a-z0-9-]+\.html$/.test(file))
    .map((file) => `${site}/${file.replace(/\.html$/, "")}`);
  expect(locations.slice(0, indexedPages.length)).toEqual(
    indexedPages.map((path) => `${site}${path}`),
  );
  expect(locations.slice(indexedPages.length).toSorted()).toEqual(articles.toSorted());
  expect(articles.length).toBeGreaterThan(40);
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
});

/** Width and height of a PNG, from its header. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString()).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("the share image is a 1200x630 PNG", async ({ request }) => {
  const response = await request.get("/og-image.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
});

test("the tab icon comes in the page; the touch icon and the web app manifest with its icons are served", async ({
  page,
  navigate,
  request,
}) => {
  await navigate("/about");
  // The brand's mark itself, so the browser asks for no file after the load event (ADR 012).
  const icon = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  const shapes = (svg: string) =>
    page.evaluate((text) => {
      const drawing = new DOMParser().parseFromString(text, "image/svg+xml");
      return [...drawing.querySelectorAll("*")].map(
        (element) => `${element.tagName} ${element.getAttribute("d") ?? ""}`,
      );
    }, svg);
  const inPage = decodeURIComponent((icon ?? "").slice("data:image/svg+xml,".length));
  expect(await shapes(inPage)).toEqual(
    await shapes(await (await request.get("/favicon.svg")).text()),
  );
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const touchIconResponse = await request.get(touchIcon ?? "");
  expect(touchIconResponse.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await touchIconResponse.body())).toEqual({ width: 180, height: 180 });

  // Linked once the page has hydrated, after its first paint.
  const manifestUrl = await page.locator('head > link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await request.get(manifestUrl ?? "")).json()) as {
    name: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };
  expect(manifest.name).toBe("Fungi Atlas");
  expect(manifest.start_url).toBe("/");
  for (const { src, sizes, type } of manifest.icons.filter((entry) => entry.type === "image/png")) {
    const [width, height] = sizes.split("x").map(Number);
    const response = await request.get(src);
    expect(response.headers()["content-type"]).toBe(type);
    expect(pngSize(await response.body())).toEqual({ width, height });
  }
  expect(manifest.icons.map((entry) => entry.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the web app manifest is linked all the same", async ({ page, navigate }) => {
    await navigate("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/manifest.webmanifest",
    );
  });
});

// A test per page: ten loads in one test took over its 30 s on a busy machine.
for (const path of sitePagesAnd404) {
  test(`${path} tells browsers and share cards its locale and theme colours once hydrated`, async ({
    page,
    navigate,
  }) => {
    await navigate(path);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) =>
        metas.map((meta) => [meta.getAttribute("media"), meta.getAttribute("content")]),
      );
    expect(themeColors).toEqual([
      ["(prefers-color-scheme: light)", "#faf6ee"],
      ["(prefers-color-scheme: dark)", "#16120e"],
    ]);
  });
}

test("/favicon.ico is served for browsers that ask for it whatever the page says", async ({
  request,
}) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/x-icon");
  const body = await response.body();
  // An icon directory of one image, which is a 32 px PNG.
  expect([body.readUInt16LE(2), body.readUInt16LE(4), body[6]]).toEqual([1, 1, 32]);
  expect(pngSize(body.subarray(body.readUInt32LE(18)))).toEqual({ width: 32, height: 32 });
});

test("the organisation lists no social profiles while the footer links are placeholders", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  const graph = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as { "@graph": Array<Record<string, unknown>> };
  const organization = graph["@graph"].find((node) => node["@type"] === "Organization");
  expect(organization?.name).toBe(siteConfig.name);
  expect(organization).not.toHaveProperty("sameAs");
});
