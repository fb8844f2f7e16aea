import { cp, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { publishedArticleCounts } from "#app/lib/content/article-files.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { siteFeatures } from "./features/index.ts";
import { laterListingPages, listingsWithPaths } from "./paged-listing-paths.server.ts";

// A paged listing is declared once (paged-listings.ts, or its feature's manifest): the route table declares its later pages'
// route from the counts of the content's files, the build pre-renders the paths it finds in the
// content. The two must agree, or a page is pre-rendered with no route (the build stops) or a
// route has no page (React Router refuses it with ssr:false).

const pages = pagePaths(routes);
const listed = listingsWithPaths(siteFeatures);

/** For each listing: whether its route is declared, and whether the content has later pages. */
async function agreement(directory: string) {
  const counts = publishedArticleCounts(directory);
  const content = await loadContent({ directory, includeDrafts: false });
  return listed.map(({ name, hasLaterPages, laterPaths }) => ({
    name,
    routed: hasLaterPages(counts, pages),
    paged: laterPaths(content, pages, siteConfig).length > 0,
  }));
}

it("declares each listing's later pages exactly when the atlas has them", async () => {
  const listings = await agreement("content");
  for (const { name, routed, paged } of listings) expect(routed, name).toBe(paged);
  // The atlas's 49 species take three pages of the key: the check is not only of empty lists.
  expect(listings.find(({ name }) => name === "identify-page")).toEqual({
    name: "identify-page",
    routed: true,
    paged: true,
  });
});

it("declares a section's and the directory's later pages once the articles take more", async () => {
  const directory = await temporaryFolder("paged-listings");
  await cp("tests/fixtures/content", directory, { recursive: true });
  await mkdir(join(directory, "about"));
  for (let day = 1; day <= 60; day += 1) {
    await writeFile(
      join(directory, "about", `note-${day}.md`),
      `---\ntitle: Note ${day}\ndescription: ${"A short note on a forager's day, one of many. ".repeat(2)}\n` +
        `published: 2026-01-${String((day % 28) + 1).padStart(2, "0")}\n---\nText`,
    );
  }
  const listings = await agreement(directory);
  for (const { name, routed, paged } of listings) expect(routed, name).toBe(paged);
  expect(listings.filter(({ paged }) => paged).map(({ name }) => name)).toEqual([
    "sections",
    "directory",
  ]);
  const content = await loadContent({ directory, includeDrafts: false });
  expect(laterListingPages(content, pages, siteFeatures, siteConfig, { sitemap: true })).toEqual([
    "/about/page/2",
    "/about/page/3",
  ]);
  expect(laterListingPages(content, pages, siteFeatures, siteConfig)).toEqual([
    "/about/page/2",
    "/about/page/3",
    "/search/page/2",
  ]);
});
