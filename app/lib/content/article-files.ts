import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { contentSections } from "./frontmatter.ts";

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
