import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";
import sharp from "sharp";

/** Where the built site keeps the images of the Markdown content. */
export const imageFolder = "/images/content";

/** The widths made of each image (never wider than the original): phones, tablets, 2x screens. */
const candidateWidths = [480, 800, 1200];
const largestWidth = 1600;
/** A photo's width for the lists' small pictures (96 px wide, 2.5 times that on dense screens). */
const thumbnailWidth = 240;

/** What sizes the browser should expect: the article column is at most 720 px wide. */
const sizes = "(min-width: 800px) 720px, 100vw";

/** One image of the content and the files the build makes of it. */
export interface ContentImage {
  /** The original file, e.g. "content/types/fly-agaric.jpg". */
  source: string;
  /** The files' common name in the built site, with a hash of the original, e.g. "fly-agaric-1a2b3c4d". */
  name: string;
  /** The original's intrinsic size in px. */
  width: number;
  height: number;
  /** The widths made, smallest first; the largest is the original's width at most. */
  widths: number[];
  /** The format of the fallback for browsers without AVIF or WebP: PNG keeps transparency. */
  fallback: "png" | "jpeg";
}

/** An image as the page shows it: a `<picture>` with AVIF and WebP sources and a fallback. */
export interface Picture {
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Reads an image's size and format; throws a message naming the file if it is not an image. A
 * `thumbnail` is also made narrow enough for the lists' small pictures (a photo's).
 */
export async function describeImage(
  source: string,
  { thumbnail = false } = {},
): Promise<ContentImage> {
  const file = await readFile(source).catch(() => {
    throw new Error(`${source} does not exist`);
  });
  const metadata = await sharp(file)
    .metadata()
    .catch(() => {
      throw new Error(`${source} is not an image sharp can read`);
    });
  const width = metadata.autoOrient.width;
  const height = metadata.autoOrient.height;
  const hash = createHash("sha256").update(file).digest("hex").slice(0, 8);
  const largest = Math.min(width, largestWidth);
  return {
    source,
    name: `${basename(source, extname(source))}-${hash}`,
    width,
    height,
    widths: [
      ...(thumbnail && thumbnailWidth < largest ? [thumbnailWidth] : []),
      ...candidateWidths.filter((candidate) => candidate < largest),
      largest,
    ],
    fallback: metadata.hasAlpha ? "png" : "jpeg",
  };
}

const fileOf = (image: ContentImage, width: number, format: string) =>
  `${imageFolder}/${image.name}-${width}.${format === "jpeg" ? "jpg" : format}`;

/**
 * The `<picture>` of an image, with the intrinsic size that keeps its space before it loads. Its
 * URLs are under `base`, the path the site is served under ("" at the root, "/fungi-atlas").
 */
export function pictureOf(
  image: ContentImage,
  alt: string,
  base = "",
  pictureSizes = sizes,
): Picture {
  const largest = image.widths.at(-1) ?? image.width;
  const middle = image.widths.find((width) => width >= 800) ?? largest;
  const srcSetOf = (format: string) =>
    image.widths.map((width) => `${base}${fileOf(image, width, format)} ${width}w`).join(", ");
  return {
    sources: [
      { type: "image/avif", srcSet: srcSetOf("avif") },
      { type: "image/webp", srcSet: srcSetOf("webp") },
    ],
    src: base + fileOf(image, middle, image.fallback),
    srcSet: srcSetOf(image.fallback),
    sizes: pictureSizes,
    width: largest,
    height: Math.round((image.height * largest) / image.width),
    alt,
  };
}

/** An image as a list's small picture, 96 px wide: its smallest width alone. */
export const thumbnailOf = (image: ContentImage, alt: string, base = ""): Picture =>
  pictureOf({ ...image, widths: image.widths.slice(0, 1) }, alt, base, "96px");

/** The largest file made of an image, in its fallback format: what a photo links to. */
export const largestFileOf = (image: ContentImage, base = "") =>
  base + fileOf(image, image.widths.at(-1) ?? image.width, image.fallback);

/** One file the build makes of a content image: a width, in a format. */
export interface ImageFile {
  /** The original, e.g. "content/types/fly-agaric.jpg". */
  source: string;
  /** Its path in the built site, e.g. "/images/content/fly-agaric-1a2b3c4d-800.webp". */
  path: string;
  width: number;
  format: "avif" | "webp" | "png" | "jpeg";
  quality: number;
}

/** Every width and format the build makes of each image (`npm run build`). */
export function imageFiles(images: readonly ContentImage[]): ImageFile[] {
  return images.flatMap((image) =>
    image.widths.flatMap((width) =>
      (["avif", "webp", image.fallback] as const).map((format) => ({
        source: image.source,
        path: fileOf(image, width, format),
        width,
        format,
        quality: format === "avif" ? 55 : 75,
      })),
    ),
  );
}
