import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import {
  hasLaterCreditsPages,
  hasLaterDirectoryPages,
  hasLaterListingPages,
  publishedArticleCounts,
} from "./article-files.ts";
import { articlesPerPage } from "./listing-pages.ts";

const pages = pagePaths(routes);
let directory: string;

beforeEach(async () => {
  directory = await temporaryFolder("article-files");
});

async function writeArticles(section: string, count: number, frontmatter = "title: A") {
  await mkdir(join(directory, section), { recursive: true });
  for (let index = 0; index < count; index += 1) {
    await writeFile(join(directory, section, `${index}.md`), `---\n${frontmatter}\n---\nText`);
  }
}

describe("hasLaterDirectoryPages", () => {
  it("holds once the published articles and the six other pages are over 50", async () => {
    await writeArticles("about", 30);
    await writeArticles("types", 14);
    expect(hasLaterDirectoryPages(pages, publishedArticleCounts(directory))).toBe(false);
    await writeArticles("culture", 1);
    expect(hasLaterDirectoryPages(pages, publishedArticleCounts(directory))).toBe(true);
  });

  it("counts the identification key once the atlas has a species", async () => {
    await writeArticles("about", 30);
    await writeArticles("types", 13);
    await writeFile(
      join(directory, "types", "species.md"),
      "---\ntitle: S\nspecies:\n  scientificName: S\n---\n",
    );
    // 44 articles, and seven other pages: home, blog, contact, privacy, the poison centres, the
    // glossary and the key.
    expect(publishedArticleCounts(directory).species).toBe(1);
    expect(hasLaterDirectoryPages(pages, publishedArticleCounts(directory))).toBe(true);
  });

  it("leaves drafts out, as the build does", async () => {
    await writeArticles("about", 44);
    await mkdir(join(directory, "types"));
    await writeFile(join(directory, "types", "draft.md"), "---\ntitle: B\ndraft: true\n---\n");
    expect(hasLaterDirectoryPages(pages, publishedArticleCounts(directory))).toBe(false);
  });
});

describe("hasLaterListingPages", () => {
  it("counts a section's articles, not its species, which the species index lists", async () => {
    await mkdir(join(directory, "types"), { recursive: true });
    for (let index = 0; index <= articlesPerPage; index += 1) {
      await writeFile(
        join(directory, "types", `${index}.md`),
        `---\ntitle: S\nspecies:\n  scientificName: S${index}\n---\n`,
      );
    }
    expect(hasLaterListingPages(publishedArticleCounts(directory))).toBe(false);
    await writeArticles("about", articlesPerPage + 1);
    expect(hasLaterListingPages(publishedArticleCounts(directory))).toBe(true);
  });
});

describe("publishedArticleCounts", () => {
  it("reads a draft as the build does, a comment on its line included", async () => {
    await mkdir(join(directory, "about"));
    await writeFile(join(directory, "about", "a.md"), "---\ntitle: A\ndraft: true # wip\n---\n");
    await writeFile(join(directory, "about", "b.md"), '---\ntitle: B\ndraft: "true"\n---\n');
    await writeFile(join(directory, "about", "c.md"), "---\r\ntitle: C\r\ndraft: true\r\n---\r\n");
    // "true" in quotes is text, not a draft: the build rejects it, naming the field.
    expect(publishedArticleCounts(directory).about).toBe(1);
  });
});

/** An article's frontmatter with a credited lead image and `count` photos. */
const photos = (count: number) =>
  `title: P\nimageAuthor: A. Forager\nphotos:\n${"  - src: ./a.jpg\n".repeat(count)}`;

describe("the credited photos, for /credits and its later pages", () => {
  it("counts every photo and each credited lead image of the published articles", async () => {
    await writeArticles("about", 2, "title: A\nimage: ./a.jpg\nimageAlt: A");
    expect(publishedArticleCounts(directory).creditedPhotos).toBe(0);
    await writeArticles("types", 1, photos(39));
    // 39 photos and a credited lead image: one page.
    expect(publishedArticleCounts(directory).creditedPhotos).toBe(40);
    expect(hasLaterCreditsPages(publishedArticleCounts(directory))).toBe(false);
    await writeArticles("culture", 1, photos(1));
    expect(hasLaterCreditsPages(publishedArticleCounts(directory))).toBe(true);
    await writeFile(join(directory, "culture", "0.md"), `---\n${photos(1)}draft: true\n---\n`);
    expect(hasLaterCreditsPages(publishedArticleCounts(directory))).toBe(false);
  });
});
