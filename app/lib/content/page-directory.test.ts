import { describe, expect, it } from "vitest";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { loadContent } from "./content.server.ts";
import { pageDirectory } from "./page-directory.server.ts";
import { indexedPagePaths } from "./sections.server.ts";

const pages = pagePaths(routes);

describe("the pages the search covers", () => {
  it("leave out the search page and the sections with nothing to read yet", async () => {
    const shipped = await loadContent({ includeDrafts: false });
    expect(indexedPagePaths(pages, shipped)).toEqual(["/", "/blog", "/contact", "/privacy"]);
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
    ]);
  });
});

describe("pageDirectory", () => {
  it("lists each section with its articles A to Z, drafts left out, then the other pages", async () => {
    const content = await loadContent({
      directory: "tests/fixtures/content",
      includeDrafts: false,
    });
    const { sections, otherPages } = pageDirectory(content, pages);
    expect(sections.map((section) => section.title)).toEqual([
      "About Mushrooms",
      "Cultural Significance",
      "Types of Mushrooms",
    ]);
    expect(sections[2]?.pages.map((page) => page.title)).toEqual([
      "Bitter Bolete",
      "Chanterelle",
      "Destroying Angel",
      "Field Mushroom",
      "Fly Agaric",
      "Jack-o'-Lantern",
      "Penny Bun",
    ]);
    expect(sections[1]?.pages).toEqual([
      { title: "Mushrooms in Art", path: "/culture/mushrooms-in-art" },
    ]);
    expect(otherPages).toEqual([
      { title: "Blog", path: "/blog" },
      { title: "Contact Us", path: "/contact" },
      { title: "Fungi Atlas", path: "/" },
      { title: "Privacy", path: "/privacy" },
    ]);
  });
});
