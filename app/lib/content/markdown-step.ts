import type { Root } from "hast";
import type { FeatureFrontmatter } from "./frontmatter.ts";

/**
 * A step over each rendered Markdown body (sections and articles), before it is printed: the
 * glossary links a term's first use. `transformer` returns nothing for a file it leaves alone.
 */
export interface MarkdownStep {
  /** Named in the renderings' cache key: a kept rendering is redone when the steps change. */
  name: string;
  /**
   * `siteUrl` is the site's URL, whose path a link to one of its pages starts with; `frontmatter`
   * the features' fields of the article's frontmatter (none for a section's intro).
   */
  transformer: (
    file: string,
    siteUrl: string,
    frontmatter: FeatureFrontmatter,
  ) => ((tree: Root) => void) | undefined;
}
