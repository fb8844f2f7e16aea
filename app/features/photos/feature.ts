import type { Feature } from "#app/features/feature.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { hasLaterCreditsPages } from "#app/lib/content/article-files.ts";
import { creditsPage, laterCreditsPaths } from "#app/lib/content/credits-pages.ts";
import { photosFrontmatter } from "./photos-frontmatter.ts";

/** Its route module, which serves /credits and its later pages. */
const creditsModule = "features/photos/credits.tsx";

/**
 * Photos of the articles (`photos` and the lead `image`'s credit in the frontmatter): a gallery
 * with a zoom, a credit under each photo, /credits and `ImageObject`s, the pictures in the lists.
 * The photos are the site's own files, made at build time like every content image: nothing to
 * set, nothing from another company, nothing for the policy or /privacy. Its licence rule reads
 * the ads' published hosts (`__ADS_PURPOSE__`), and its checks run with the content's.
 */
export const photosFeature: Feature = {
  name: "photos",
  // The `photos` list; the lead image's credit stays with the image, one of the core's fields.
  frontmatter: photosFrontmatter,
  // The gallery's zoom; its dialog's code loads on first use.
  islands: { "photo-gallery": { module: "features/photos/photo-gallery.island.ts" } },
  routes: [
    {
      // Who made each photo and its licence; with none yet, it says so (and stays out of the sitemap).
      path: creditsPage.slice(1),
      file: creditsModule,
      title: (config) => siteMessages(config.language, config.texts).photos.creditsTitle,
    },
  ],
  pagedListings: [
    {
      // The credits after their first page, when the photos take more.
      route: { path: "credits/page/:page", file: creditsModule, id: "credits-page" },
      hasLaterPages: hasLaterCreditsPages,
      inSitemap: true,
      laterPaths: (content) => laterCreditsPaths(content.articles),
    },
  ],
};
