import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { searchPage } from "#app/lib/page-paths.ts";
import { readSourceSync } from "./content-files.server.ts";
import { type ContentSection, contentSections } from "./sections.ts";
import { articlesPerPage, entriesPerDirectoryPage } from "./listing-pages.ts";

/**
 * Whether any section of the content folder has an article, drafts included. The route table
 * declares the articles' route only then: with `ssr:false`, React Router refuses a route with a
 * loader that has no page to pre-render, and the shipped site has no articles.
 */
export function hasArticleFiles(directory = "content"): boolean {
  return contentSections.some((section) => {
    const folder = join(directory, section);
    return (
      existsSync(folder) &&
      readdirSync(folder, { withFileTypes: true }).some(
        (entry) => entry.isFile() && entry.name.endsWith(".md"),
      )
    );
  });
}

/**
 * How many published articles each section has, read once for the route table: a draft is left
 * out as the build leaves it out.
 */
export function publishedArticleCounts(directory = "content"): Record<ContentSection, number> {
  return Object.fromEntries(
    contentSections.map((section) => [section, publishedArticleCount(directory, section)]),
  ) as Record<ContentSection, number>;
}

type ArticleCounts = Readonly<Record<ContentSection, number>>;

/**
 * Whether any section has more published articles than one listing page shows: the route table
 * declares the later listing pages' route only then, for the same reason as the articles'.
 */
export const hasLaterListingPages = (counts: ArticleCounts): boolean =>
  Object.values(counts).some((count) => count > articlesPerPage);

/**
 * Whether /search's directory of every page takes more than one page: its entries are the
 * articles and the route table's `pages` that are neither a section nor /search itself. The
 * route table declares the directory's later pages only then, for the same reason as the
 * articles'.
 */
export function hasLaterDirectoryPages(pages: readonly string[], counts: ArticleCounts): boolean {
  const sectionPaths = contentSections.map((section) => `/${section}`);
  const otherPages = pages.filter((path) => path !== searchPage && !sectionPaths.includes(path));
  const articles = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return articles + otherPages.length > entriesPerDirectoryPage;
}

function publishedArticleCount(directory: string, section: string): number {
  const folder = join(directory, section);
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".md") && !isDraft(join(folder, entry.name)),
  ).length;
}

/**
 * A draft, as the build reads its frontmatter (the same YAML reader): a file it cannot read is
 * counted, and the build names its problem.
 */
function isDraft(file: string): boolean {
  const source = readSourceSync(file, () => {});
  const fields = source?.frontmatter as { draft?: unknown } | undefined;
  return fields?.draft === true;
}
