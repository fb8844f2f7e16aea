import { z } from "zod";
import { photoSchema } from "#app/lib/content/photos.schema.ts";

/**
 * The photos' field of an article's frontmatter, which the content model checks beside its own
 * (the manifest's `frontmatter`). The photo's schema stays in the content model: the photos'
 * reading and /credits, also there, use it.
 */
export const photosFrontmatter = {
  /** Photos of the subject, shown as a gallery under the title, each credited (docs/content.md). */
  photos: z
    .array(photoSchema, "must be a list of photos, each with src, alt, author, licence and source")
    .min(1, "must list at least one photo, or be left out")
    .optional(),
};

declare module "#app/lib/content/frontmatter.ts" {
  interface FeatureFrontmatter {
    photos?: z.infer<typeof photosFrontmatter.photos>;
  }
}
