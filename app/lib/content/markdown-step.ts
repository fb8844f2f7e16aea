import type { Root } from "hast";

/**
 * A step over each rendered Markdown body (sections and articles), before it is printed: the
 * glossary links a term's first use. `transformer` returns nothing for a file it leaves alone.
 */
export interface MarkdownStep {
  /** Named in the renderings' cache key: a kept rendering is redone when the steps change. */
  name: string;
  /** `siteUrl` is the site's URL, whose path a link to one of its pages starts with. */
  transformer: (file: string, siteUrl: string) => ((tree: Root) => void) | undefined;
}
