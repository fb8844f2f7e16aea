import { z } from "zod";
import { glossaryTerms } from "./terms.ts";

/** The terms whose first use in a species article links to the glossary, by their anchors. */
const linkedTerms = glossaryTerms.filter((term) => term.inText).map((term) => term.id);

/**
 * The glossary's field of an article's frontmatter, which the content model checks beside its
 * own (the manifest's `frontmatter`).
 */
export const glossaryFrontmatter = {
  /**
   * The terms a species article uses in another sense than the glossary's, by their anchors, e.g.
   * `[ring]` where it speaks of a fairy ring: their first use would link to the wrong entry, so
   * none of their uses on the page is linked (docs/content.md).
   */
  otherSenses: z
    .array(
      z.enum(
        linkedTerms,
        `must name terms the glossary links, by anchor: ${linkedTerms.join(", ")}`,
      ),
      "must be a list of the glossary's terms, e.g. [ring]",
    )
    .min(1, "must name at least one term, or be left out")
    .optional(),
};

declare module "#app/lib/content/frontmatter.ts" {
  interface FeatureFrontmatter {
    otherSenses?: z.infer<typeof glossaryFrontmatter.otherSenses>;
  }
}
