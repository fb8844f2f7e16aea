import type { SiteConfig } from "#app/config/site-config.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import type { Photo } from "#app/lib/content/photo.ts";

/** A schema.org `ImageObject` of a credited photo, as `imageObjects` makes it. */
export interface ImageObject {
  "@type": "ImageObject";
  "@id": string;
  contentUrl: string;
  width: number;
  height: number;
  caption: string;
  license?: string;
  acquireLicensePage: string;
  creditText: string;
  creator: { "@type": "Person"; name: string };
}

/**
 * The credited photos of the page at `url` as schema.org `ImageObject`s, with what search engines
 * read of an image's licence: the file (`contentUrl`), its licence's deed (`license`), where a
 * licence is had (`acquireLicensePage`: the original's page, or the site's contact page for the
 * owner's own photos), whom to credit (`creditText`) and who made it (`creator`). Made by the
 * page's loader, so none of it ships to the browser.
 */
export function imageObjects(
  url: string,
  photos: readonly Photo[],
  config: SiteConfig,
): ImageObject[] {
  return photos.flatMap(({ credit, ...photo }, index) =>
    credit
      ? [
          {
            "@type": "ImageObject",
            "@id": `${url}#photo-${index + 1}`,
            contentUrl: new URL(photo.full, config.url).href,
            width: photo.picture.width,
            height: photo.picture.height,
            caption: photo.caption ?? photo.picture.alt,
            ...(credit.deed ? { license: credit.deed } : {}),
            acquireLicensePage: credit.source ?? absoluteUrl("/contact", config.url),
            creditText: credit.author,
            creator: { "@type": "Person", name: credit.author },
          },
        ]
      : [],
  );
}
