import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import { featurePageTitles } from "#app/content-options.ts";
import routes from "#app/routes.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import {
  directoryPages,
  laterDirectoryPaths,
  type PageDirectory,
  pageDirectory,
} from "./page-directory.server.ts";
import { indexedPagePaths } from "./sections.server.ts";

const pages = pagePaths(routes);
const titles = featurePageTitles(siteConfig);

describe("the pages the search covers", () => {
  it("leave out the search page and the sections with nothing to read yet", async () => {
    const unwritten = await loadContent({
      directory: "tests/fixtures/seed-content",
      includeDrafts: false,
    });
    expect(indexedPagePaths(pages, unwritten)).toEqual([
      "/",
      "/blog",
      "/contact",
      "/privacy",
      "/poison-centres",
      "/glossary",
    ]);
    const fixtures = await loadContent({
      directory: "tests/fixtures/content",
      includeDrafts: false,
    });
    expect(indexedPagePaths(pages, fixtures)).toEqual([
      "/",
      "/about",
      "/types",
      "/culture",
      "/blog",
      "/contact",
      "/privacy",
      "/identify",
      // The features' pages come after the core's (app/routes.ts).
      "/poison-centres",
      "/glossary",
    ]);
  });
});

describe("pageDirectory", () => {
  it("lists each section with its articles A to Z, drafts left out, then the other pages", async () => {
    const content = await loadContent({
      directory: "tests/fixtures/content",
      includeDrafts: false,
    });
    const { sections, otherPages } = pageDirectory(content, pages, siteConfig, titles);
    expect(sections.map((section) => section.title)).toEqual([
      "About Mushrooms",
      "Cultural Significance",
      "Types of Mushrooms",
    ]);
    expect(sections[2]?.pages.map((page) => page.title)).toEqual([
      "Bitter Bolete",
      "Chanterelle",
      "Death Cap",
      "Destroying Angel",
      "Field Mushroom",
      "Fly Agaric",
      "Jack-o'-Lantern",
      "Liberty Cap",
      "Penny Bun",
    ]);
    expect(sections[1]?.pages).toEqual([
      { title: "Mushrooms in Art", path: "/culture/mushrooms-in-art" },
    ]);
    expect(otherPages).toEqual([
      { title: "Blog", path: "/blog" },
      { title: "Contact Us", path: "/contact" },
      { title: "Fungi Atlas", path: "/" },
      { title: "Glossary", path: "/glossary" },
      { title: "Identify a find", path: "/identify" },
      { title: "Poison centres", path: "/poison-centres" },
      { title: "Privacy", path: "/privacy" },
    ]);
  });
});

const link = (title: string, path = `/${title.toLowerCase().replaceAll(" ", "-")}`) => ({
  title,
  path,
});
const links = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => link(`${prefix} ${index + 1}`));

/** The pages a directory page lists under its headings, in order. */
const entries = (page: PageDirectory) => [
  ...page.sections.flatMap((section) => section.pages),
  ...page.otherPages,
];

describe("directoryPages", () => {
  it("keeps a directory of up to 50 entries on one page, just as it is", () => {
    const directory = {
      sections: [{ ...link("Types"), pages: links("Type", 46) }],
      otherPages: links("Other", 4),
    };
    expect(directoryPages(directory)).toEqual([directory]);
  });

  it("puts 50 entries on a page, repeating the heading of a section that runs over a break", () => {
    const directory = {
      sections: [
        { ...link("About"), pages: links("About", 30) },
        { ...link("Culture"), pages: [] },
        { ...link("Types"), pages: links("Type", 25) },
      ],
      otherPages: links("Other", 4),
    };
    const split = directoryPages(directory);
    expect(split).toHaveLength(2);
    const [first, second] = split;
    expect(first?.sections.map((section) => [section.title, section.pages.length])).toEqual([
      ["About", 30],
      ["Culture", 0],
      ["Types", 20],
    ]);
    expect(first?.otherPages).toEqual([]);
    expect(second?.sections).toEqual([{ ...link("Types"), pages: links("Type", 25).slice(20) }]);
    expect(second?.otherPages).toEqual(links("Other", 4));
  });

  it("starts a section that begins at a break on the next page, not as a bare heading", () => {
    const split = directoryPages({
      sections: [
        { ...link("About"), pages: links("About", 50) },
        { ...link("Culture"), pages: [] },
        { ...link("Types"), pages: links("Type", 1) },
      ],
      otherPages: links("Other", 50),
    });
    expect(split.map((page) => page.sections.map((section) => section.title))).toEqual([
      ["About"],
      ["Culture", "Types"],
      [],
    ]);
    expect(split.map((page) => page.otherPages.length)).toEqual([0, 49, 1]);
  });

  it("leaves no entry out and none twice", () => {
    const directory = {
      sections: [
        { ...link("About"), pages: links("About", 77) },
        { ...link("Types"), pages: links("Type", 101) },
      ],
      otherPages: links("Other", 4),
    };
    const split = directoryPages(directory);
    expect(split).toHaveLength(4);
    expect(split.map((page) => entries(page).length)).toEqual([50, 50, 50, 32]);
    expect(split.flatMap(entries)).toEqual(entries(directory));
  });
});

describe("laterDirectoryPaths", () => {
  it("are /search/page/2 and on, once the articles and other pages are over 50", async () => {
    const fixtures = await loadContent({
      directory: "tests/fixtures/content",
      includeDrafts: false,
    });
    expect(laterDirectoryPaths(fixtures, pages, siteConfig)).toEqual([]);
    const withArticles = (count: number) => ({
      ...fixtures,
      articles: Array.from({ length: count }, (_, index) => ({
        ...fixtures.articles.find((article) => !article.species)!,
        title: `Generated ${index}`,
        path: `/about/generated-${index}`,
        section: "about" as const,
      })),
    });
    // Six other pages: home, blog, contact, privacy, the poison centres and the glossary; with no
    // species, not the key.
    expect(laterDirectoryPaths(withArticles(44), pages, siteConfig)).toEqual([]);
    expect(laterDirectoryPaths(withArticles(45), pages, siteConfig)).toEqual(["/search/page/2"]);
    expect(laterDirectoryPaths(withArticles(144), pages, siteConfig)).toEqual([
      "/search/page/2",
      "/search/page/3",
    ]);
  });
});
