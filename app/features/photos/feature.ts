import type { Feature } from "#app/features/feature.ts";
import { photosFrontmatter } from "./photos-frontmatter.ts";

/**
 * Photos of the articles (`photos` and the lead `image`'s credit in the frontmatter): a gallery
 * with a zoom, a credit under each photo, /credits and `ImageObject`s, the pictures in the lists.
 * The photos are the site's own files, made at build time like every content image: nothing to
 * set, nothing from another company, nothing for the policy or /privacy. Its licence rule reads
 * the ads' published hosts (`__ADS_PURPOSE__`), and its checks run with the content's.
 */
export const photosFeature: Feature = { name: "photos", frontmatter: photosFrontmatter };
