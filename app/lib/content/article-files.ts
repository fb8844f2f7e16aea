import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { identifyPage, searchPage } from "#app/lib/page-paths.ts";
import { readSourceSync } from "./content-files.server.ts";
import { type ContentSection, contentSections } from "./sections.ts";
import { articlesPerPage, entriesPerDirectoryPage } from "./listing-pages.ts";
import { creditsPage, photosPerCreditsPage } from "./credits-pages.ts";
import { speciesPerKeyPage } from "./key-pages.ts";

/**
 * Whether any section of the content folder has an article, drafts included. The route table
 * declares the articles' route only then: with `ssr:false`, React Router refuses a route with a
 * loader that has no page to pre-render, and the original site (the seed) has none.
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
 * How many published articles each section has, how many of them describe a species and how many
 * show a credited photo, read once for the route table: a draft is left out as the build leaves
 * it out.
 */
export function publishedArticleCounts(directory = "content"): ArticleCounts {
  const published = Object.fromEntries(
    contentSections.map((section) => [section, publishedFrontmatter(directory, section)]),
  ) as Record<ContentSection, Frontmatter[]>;
  const counts = Object.fromEntries(
    contentSections.map((section) => [section, published[section].length]),
  ) as Record<ContentSection, number>;
  const all = Object.values(published).flat();
  const species = published.types.filter((fields) => fields.species !== undefined).length;
  const creditedPhotos = all.reduce(
    (sum, fields) =>
      sum +
      (Array.isArray(fields.photos) ? fields.photos.length : 0) +
      (fields.imageAuthor === undefined ? 0 : 1),
    0,
  );
  return { ...counts, species, creditedPhotos };
}

export type ArticleCounts = Readonly<
  Record<ContentSection, number> & { species: number; creditedPhotos: number }
>;

/** Whether /credits takes more than one page: the route table declares its later pages only then. */
export const hasLaterCreditsPages = (counts: ArticleCounts): boolean =>
  counts.creditedPhotos > photosPerCreditsPage;

/** Whether the key's list of species takes more than one page: its later pages' route is declared only then. */
export const hasLaterKeyPages = (counts: ArticleCounts): boolean =>
  counts.species > speciesPerKeyPage;

/**
 * Whether any section has more published articles than one listing page shows (a species is
 * listed in the species index instead): the route table declares the later listing pages'
 * route only then, for the same reason as the articles'.
 */
export const hasLaterListingPages = (counts: ArticleCounts): boolean =>
  contentSections.some(
    (section) => counts[section] - (section === "types" ? counts.species : 0) > articlesPerPage,
  );

/**
 * Whether /search's directory of every page takes more than one page: its entries are the
 * articles and the route table's `pages` that are neither a section nor /search itself, nor the
 * key while no species is written. The route table declares the directory's later pages only
 * then, for the same reason as the articles'.
 */
export function hasLaterDirectoryPages(pages: readonly string[], counts: ArticleCounts): boolean {
  const sectionPaths = contentSections.map((section) => `/${section}`);
  const otherPages = pages.filter(
    (path) =>
      path !== searchPage &&
      !sectionPaths.includes(path) &&
      (path !== identifyPage || counts.species > 0) &&
      (path !== creditsPage || counts.creditedPhotos > 0),
  );
  const articles = contentSections.reduce((sum, section) => sum + counts[section], 0);
  return articles + otherPages.length > entriesPerDirectoryPage;
}

type Frontmatter = { draft?: unknown; species?: unknown; photos?: unknown; imageAuthor?: unknown };

/**
 * The frontmatter of a section's published articles, as the build reads it (the same YAML
 * reader): a file it cannot read is counted, and the build names its problem.
 */
function publishedFrontmatter(directory: string, section: string): Frontmatter[] {
  const folder = join(directory, section);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map(
      (entry) =>
        (readSourceSync(join(folder, entry.name), () => {})?.frontmatter ?? {}) as Frontmatter,
    )
    .filter((fields) => fields.draft !== true);
}
