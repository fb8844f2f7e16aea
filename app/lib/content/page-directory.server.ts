import { siteConfig } from "#app/config/site.ts";
import { language } from "#app/i18n/language.ts";
import { siteWords as messages } from "#app/i18n/site-words.ts";
import type { ContentIndex } from "./content.server.ts";
import { contentSections } from "./frontmatter.ts";
import { indexedPagePaths } from "./sections.server.ts";

/** The titles of the pages that are not content sections, by path. */
const pageTitles: Record<string, string> = {
  "/": siteConfig.name,
  "/blog": messages.blog.title,
  "/contact": messages.contact.title,
  "/privacy": messages.privacy.title,
};

interface PageLink {
  title: string;
  path: string;
}

const byTitle = (a: PageLink, b: PageLink) => a.title.localeCompare(b.title, language);

/**
 * Every page the site's search covers, by section, A to Z: each section with its articles, then
 * the other pages. `pages` is the route table's (`pagePaths`). What /search lists, so a visitor
 * without JavaScript finds every page too.
 */
export function pageDirectory(index: ContentIndex, pages: readonly string[]) {
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
    .map((path) => ({ title: pageTitles[path] ?? path, path }))
    .toSorted(byTitle);
  return { sections, otherPages };
}
