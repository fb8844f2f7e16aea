import type { SiteConfig } from "#app/config/site-config.ts";
import { siteWords } from "#app/i18n/site-words.ts";
import { searchPage } from "#app/lib/page-paths.ts";
import type { ContentIndex } from "./content.server.ts";
import { contentSections } from "./sections.ts";
import { entriesPerDirectoryPage, listingPagePath } from "./listing-pages.ts";
import { indexedPagePaths } from "./sections.server.ts";

/** The titles of the core's pages that are not content sections, by path (`titles` adds the features'). */
function pageTitles(settings: SiteConfig): Record<string, string> {
  const messages = siteWords(settings);
  return {
    "/": settings.name,
    "/blog": messages.blog.title,
    "/contact": messages.contact.title,
    "/privacy": messages.privacy.title,
  };
}

interface PageLink {
  title: string;
  path: string;
}

interface DirectorySection extends PageLink {
  pages: PageLink[];
}

/** The directory, or one page of it: sections with their pages, then the other pages. */
export interface PageDirectory {
  sections: DirectorySection[];
  otherPages: PageLink[];
}

/**
 * Every page the site's search covers, by section, A to Z: each section with its articles, then
 * the other pages. `pages` is the route table's (`pagePaths`), `titles` those of the features'
 * pages (app/content-options.ts), `settings` the owner's (the site's name and language). What
 * /search lists, so a visitor without JavaScript finds every page too.
 */
export function pageDirectory(
  index: ContentIndex,
  pages: readonly string[],
  settings: SiteConfig,
  titles: Readonly<Record<string, string>> = {},
): PageDirectory {
  const byTitle = (a: PageLink, b: PageLink) => a.title.localeCompare(b.title, settings.language);
  const coreTitles = pageTitles(settings);
  const indexed = new Set(indexedPagePaths(pages, index));
  const sectionPaths = new Set(contentSections.map((section) => index.sections[section].path));
  const sections = contentSections
    .filter((section) => indexed.has(index.sections[section].path))
    .map((section) => ({
      title: index.sections[section].title,
      path: index.sections[section].path,
      pages: index.articles
        .filter((article) => article.section === section)
        .map(({ title, path }) => ({ title, path }))
        .toSorted(byTitle),
    }))
    .toSorted(byTitle);
  const otherPages = [...indexed]
    .filter((path) => !sectionPaths.has(path))
    .map((path) => ({ title: titles[path] ?? coreTitles[path] ?? path, path }))
    .toSorted(byTitle);
  return { sections, otherPages };
}

/**
 * The directory in pages of at most `perPage` entries (the pages listed under the headings), in
 * its order: /search, then /search/page/2 and on. A section whose pages run over a page break
 * shows its heading on both pages; one with no pages shows where its place falls.
 */
export function directoryPages(
  directory: PageDirectory,
  perPage = entriesPerDirectoryPage,
): PageDirectory[] {
  let page: PageDirectory = { sections: [], otherPages: [] };
  const pages = [page];
  let held = 0;
  const pageWithRoom = () => {
    if (held === perPage) {
      page = { sections: [], otherPages: [] };
      pages.push(page);
      held = 0;
    }
    return page;
  };
  for (const section of directory.sections) {
    let shown: DirectorySection = { ...section, pages: [] };
    pageWithRoom().sections.push(shown);
    for (const link of section.pages) {
      if (held === perPage) {
        shown = { ...section, pages: [] };
        pageWithRoom().sections.push(shown);
      }
      shown.pages.push(link);
      held += 1;
    }
  }
  for (const link of directory.otherPages) {
    pageWithRoom().otherPages.push(link);
    held += 1;
  }
  return pages;
}

/** The directory's pages after /search, e.g. ["/search/page/2"]: pre-rendered, not indexed. */
export function laterDirectoryPaths(
  index: ContentIndex,
  pages: readonly string[],
  settings: SiteConfig,
): string[] {
  const count = directoryPages(pageDirectory(index, pages, settings)).length;
  return Array.from({ length: count - 1 }, (_, offset) => listingPagePath(searchPage, offset + 2));
}
