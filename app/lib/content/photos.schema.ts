import { z } from "zod";
import { licenceIds } from "./licences.ts";
import { photoStages } from "./photo.ts";

const text = z.string("must be text").trim().min(1, "must not be empty");

/** An image file beside the Markdown file: a relative path, e.g. "./fly-agaric.jpg". */
export const imagePath = text.refine((path) => !/^([a-z]+:|\/)/i.test(path), {
  error: 'must be a file path relative to the Markdown file, e.g. "./photo.jpg"',
});

/** A licence by its SPDX id, `PD` or `own`: a wrong one lists them all. */
export const licence = z.enum(licenceIds, {
  error: `must be one of ${licenceIds.join(", ")} (SPDX ids; PD for the public domain, own for your own photo)`,
});

/** The page where the original of a photo is. */
export const source = z.url({
  protocol: /^https?$/,
  error: "must be the web address (https://...) of the page where the original is",
});

/** Who made a photo: the name its licence asks to be credited. */
export const author = text.max(120, "must be at most 120 characters");

/**
 * A licence other than `own` needs the original's `source`: the credit links to it, and it is
 * where a reader checks the licence. Adds the issue at `path`.
 */
export function requireSource(
  credit: { licence?: string | undefined; source?: string | undefined },
  context: z.RefinementCtx,
  path: string,
) {
  if (credit.licence !== undefined && credit.licence !== "own" && credit.source === undefined) {
    context.addIssue({
      code: "custom",
      path: [path],
      message: `is required for ${credit.licence}: the page where the original is (only "own" photos may leave it out)`,
    });
  }
}

/** One photo of an article's `photos`: its file, what it shows, and its credit (docs/content.md). */
export const photoSchema = z
  .strictObject({
    /** The file beside the Markdown file, e.g. "./chanterelle-underside.jpg". */
    src: imagePath,
    /** What the photo shows, for readers who cannot see it. */
    alt: text,
    /** A sentence under the photo, e.g. "The ridges fork and run down the stem". */
    caption: text.optional(),
    /** What it shows of the fungus: its thumbnail's label. */
    stage: z.enum(photoStages, { error: `must be one of ${photoStages.join(", ")}` }).optional(),
    author,
    /** Where the original is; not needed for `own`. */
    source: source.optional(),
    licence,
  })
  .superRefine((photo, context) => requireSource(photo, context, "source"));
