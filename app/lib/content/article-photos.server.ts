import { dirname, resolve } from "node:path";
import {
  type ContentImage,
  describeImage,
  largestFileOf,
  type Picture,
  pictureOf,
  thumbnailOf,
} from "#app/lib/content/images.server.ts";
import type { ArticleFrontmatter } from "#app/lib/content/frontmatter.ts";
import { type LicenceId, licenceTerms, refusedWithAds } from "./licences.ts";
import type { Credit, Photo, PhotoStage } from "./photo.ts";

/** An article's pictures: its lead image and photos, as its pages and the build use them. */
export interface ArticlePhotos {
  /** The lead image, for the section's listing. */
  image?: Picture;
  /** Its gallery: the lead image first, then the photos in the order written. */
  photos: Photo[];
  /** Every image file they show, for the build to make its widths and formats. */
  images: ContentImage[];
}

interface PhotoOptions {
  /** The path the site is served under ("" at the root), which the pictures' URLs start with. */
  base: string;
  /** How a credit names a photo without a licence's name, in the site's language. */
  words: { publicDomain: string; allRightsReserved: string };
  /** Whether the site shows ads: then an NC or ND licence stops the build. */
  showsAds: boolean;
  /** A mistake in the article, as `field: reason`: the build stops. */
  report: (problem: string) => void;
  /** What the owner should know, printed as a `Warning:` line: the build goes on. */
  warn: (warning: string) => void;
}

/** A credit as its line shows it: the licence named in the site's language, linked to its deed. */
function creditOf(
  author: string,
  licence: LicenceId,
  source: string | undefined,
  messages: PhotoOptions["words"],
): Credit {
  const { name, deed } = licenceTerms(licence);
  const named = name ?? (licence === "PD" ? messages.publicDomain : messages.allRightsReserved);
  return { author, licence: named, ...(deed ? { deed } : {}), ...(source ? { source } : {}) };
}

/**
 * Reads the images of an article's `image` and `photos` (beside its Markdown file `file`) and
 * makes its gallery. Reports a file that is missing or not an image, and a licence the site's ads
 * rule out, naming the field and the file; warns of a lead image without a credit.
 */
export async function articlePhotos(
  file: string,
  frontmatter: ArticleFrontmatter,
  { base, words, showsAds, report, warn }: PhotoOptions,
): Promise<ArticlePhotos> {
  const { image, imageAlt = "", imageAuthor, imageLicence, imageSource } = frontmatter;
  // The lead image as a photo whose credit may be missing, then the photos: each with its fields.
  const entries: PhotoEntry[] = [
    ...(image === undefined
      ? []
      : [
          {
            fields: { src: "image", licence: "imageLicence" },
            src: image,
            alt: imageAlt,
            author: imageAuthor,
            licence: imageLicence,
            source: imageSource,
          },
        ]),
    ...(frontmatter.photos ?? []).map((photo, index) => ({
      ...photo,
      fields: { src: `photos.${index}.src`, licence: `photos.${index}.licence` },
    })),
  ];
  const result: ArticlePhotos = { photos: [], images: [] };
  for (const { fields, src, alt, caption, stage, author, licence, source } of entries) {
    const refused = licence !== undefined && showsAds ? refusedWithAds(licence) : undefined;
    if (refused) {
      report(
        `${fields.licence}: ${refused}: ${src} cannot be shown; choose a photo under CC0, CC BY, CC BY-SA, PD or your own`,
      );
    }
    let found: ContentImage;
    try {
      found = await describeImage(resolve(dirname(file), src), { thumbnail: true });
    } catch (error) {
      report(`${fields.src}: ${(error as Error).message}`);
      continue;
    }
    result.images.push(found);
    const credit = author !== undefined && licence !== undefined;
    if (fields.src === "image") {
      result.image = pictureOf(found, alt, base);
      if (!credit) {
        warn(
          `${file}: image ${src} has no credit: give its imageAuthor, imageLicence and imageSource (docs/content.md), so that its credit line, /credits and search engines name who made it`,
        );
      }
    }
    result.photos.push({
      picture: pictureOf(found, alt, base),
      thumbnail: thumbnailOf(found, alt, base),
      full: largestFileOf(found, base),
      ...defined({ caption, stage }),
      ...(credit ? { credit: creditOf(author, licence, source, words) } : {}),
    });
  }
  return result;
}

/** A photo of the frontmatter, or its lead image, with the fields its problems are named by. */
interface PhotoEntry {
  fields: { src: string; licence: string };
  src: string;
  alt: string;
  caption?: string | undefined;
  stage?: PhotoStage | undefined;
  author?: string | undefined;
  licence?: LicenceId | undefined;
  source?: string | undefined;
}

/** The fields of `values` that have a value: the data the pages get carries no `undefined`. */
const defined = <Values extends Record<string, unknown>>(values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [Key in keyof Values]?: Exclude<Values[Key], undefined>;
  };
