import { z } from "zod";
import { ownerParseOptions, problemLines } from "#app/checks/problems.ts";
import { author, imagePath, licence, requireSource, source } from "./photos.schema.ts";
import { speciesSchema } from "./species.ts";

/** A slug: lowercase words (letters, digits) joined by single hyphens, e.g. "fly-agaric". */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A calendar day written as YYYY-MM-DD, which must exist (no 2026-02-30). */
const calendarDay = z.iso.date("must be a date written as YYYY-MM-DD, e.g. 2026-11-22");

const title = z
  .string("must be text")
  .trim()
  .min(1, "must not be empty")
  .max(120, "must be at most 120 characters");

/** Search engines show about 160 characters; fewer than 50 says too little to earn a click. */
const description = z
  .string("must be text")
  .trim()
  .min(50, "must be 50 to 160 characters long (search engines show about 160)")
  .max(160, "must be 50 to 160 characters long (search engines show about 160)");

/** The frontmatter of a section's intro, `content/<section>.md`. Strict: an unknown key is an error. */
export const sectionFrontmatterSchema = z.strictObject({
  /** The section's heading and the lead of its page title, e.g. "Types of Mushrooms". */
  title,
  /** The section page's description for search engines and share cards: 50 to 160 characters. */
  description,
});

/**
 * Fields a feature adds to an article's frontmatter, beside the core's, by name (as Starlight's
 * `docsSchema({ extend })`): its manifest's `frontmatter`. Each is checked as the core's are, and
 * a key no feature brings is an unknown key, an error.
 */
export type FrontmatterFields = Readonly<Record<string, z.ZodType>>;

/**
 * The types of the fields the features add, each feature adding its own from its folder
 * (`declare module "#app/lib/content/frontmatter.ts"` beside its fields), as the site
 * configuration's type is extended: so the content model is typed without importing a feature.
 */
// oxlint-disable-next-line typescript/no-empty-object-type -- the features declare its members
export interface FeatureFrontmatter {}

/**
 * The features' fields as one shape. Typed as none: their types are `FeatureFrontmatter`'s, which
 * the features declare, while the schema checks their values.
 */
function featureFields(extensions: readonly FrontmatterFields[]): Record<never, z.ZodType> {
  return Object.fromEntries(extensions.flatMap((fields) => Object.entries(fields)));
}

/**
 * The features' fields of an article's frontmatter, which their steps over its body read: only
 * these, so that a kept rendering stays right while they are unchanged.
 */
export function featureFieldsOf(
  fields: FeatureFrontmatter,
  extensions: readonly FrontmatterFields[],
): FeatureFrontmatter {
  const keys = new Set(extensions.flatMap((extension) => Object.keys(extension)));
  return Object.fromEntries(Object.entries(fields).filter(([key]) => keys.has(key)));
}

/**
 * The frontmatter of an article, `content/<section>/<slug>.md`, with the fields the features bring
 * (`extensions`, from the feature list: app/content-options.ts). Strict: an unknown key is an error.
 */
export const articleFrontmatterSchema = (extensions: readonly FrontmatterFields[] = []) =>
  z
    .strictObject({
      /** The article's heading and the lead of its page title. */
      title,
      /** Its summary in listings, the feed and for search engines: 50 to 160 characters. */
      description,
      /** The day it was first published, YYYY-MM-DD: orders listings and the feed (newest first). */
      published: calendarDay,
      /** The day it last changed in substance, YYYY-MM-DD, not before `published`; shown on the page. */
      updated: calendarDay.optional(),
      /**
       * Its lead image, a path relative to the Markdown file, e.g. "./fly-agaric.jpg": shown above
       * the text and in the section's listing. Needs `imageAlt`.
       */
      image: imagePath.optional(),
      /** What the lead image shows, for readers who cannot see it. Required with `image`. */
      imageAlt: z.string("must be text").trim().min(1, "must not be empty").optional(),
      /** Who made the lead image: with `imageLicence` (and `imageSource`), its credit. */
      imageAuthor: author.optional(),
      /** Where the lead image's original is; not needed for `imageLicence: own`. */
      imageSource: source.optional(),
      /** The lead image's licence, as a photo's `licence`. */
      imageLicence: licence.optional(),
      /** A draft shows in `npm run dev` only: it is left out of the build, the sitemap and the feed. */
      draft: z.boolean("must be true or false").optional(),
      /** A species profile, for articles in content/types/ only (docs/content.md). */
      species: speciesSchema.optional(),
      /** A species shown among the home page's featured species. */
      featured: z.boolean("must be true or false").optional(),
      /**
       * Where its facts come from, e.g. a field guide, a mycological society, an encyclopedia:
       * listed as "Sources" at its foot and cited in its structured data.
       */
      sources: z
        .array(
          z.strictObject({
            title: z.string("must be text").trim().min(1, "must not be empty"),
            url: z.url({
              protocol: /^https?$/,
              hostname: z.regexes.domain,
              error: "must be a full web address, e.g. https://en.wikipedia.org/wiki/Amanita",
            }),
          }),
          "must be a list of { title, url }",
        )
        .min(1, "must list at least one, or be left out")
        .optional(),
      ...featureFields(extensions),
    })
    .superRefine((article, context) => {
      if (article.updated !== undefined && article.updated < article.published) {
        context.addIssue({
          code: "custom",
          path: ["updated"],
          message: `must not be before published (${article.published})`,
        });
      }
      if (article.image !== undefined && article.imageAlt === undefined) {
        context.addIssue({
          code: "custom",
          path: ["imageAlt"],
          message: "is required with image: say what the image shows",
        });
      }
      if (article.featured && article.species === undefined) {
        context.addIssue({
          code: "custom",
          path: ["featured"],
          message: "is for a species: give the article a species block, or leave it out",
        });
      }
      // The image's fields beside it: each needs the image, and its credit is whole or absent (a
      // warning then, article-photos.server.ts: the owner may not know it yet).
      const { image, imageAlt, imageAuthor, imageLicence, imageSource } = article;
      const fields = { imageAlt, imageAuthor, imageLicence, imageSource };
      const given = Object.keys(fields).filter((key) => fields[key as keyof typeof fields]);
      if (image === undefined) {
        for (const field of given) {
          context.addIssue({ code: "custom", path: ["image"], message: `is missing for ${field}` });
        }
      } else if (
        imageAuthor !== undefined ||
        imageLicence !== undefined ||
        imageSource !== undefined
      ) {
        for (const [field, value] of Object.entries({ imageAuthor, imageLicence })) {
          if (value !== undefined) continue;
          const message =
            "is required with the image's credit: imageAuthor, imageLicence, imageSource";
          context.addIssue({ code: "custom", path: [field], message });
        }
        requireSource({ licence: imageLicence, source: imageSource }, context, "imageSource");
      }
    });

/** An article's checked frontmatter: the core's fields and the features'. */
export type ArticleFrontmatter = z.infer<ReturnType<typeof articleFrontmatterSchema>> &
  FeatureFrontmatter;

/**
 * Checks a frontmatter against its schema and returns it, or the problems as lines naming the
 * field, e.g. `description: must be 50 to 160 characters long ...`.
 */
export function checkFrontmatter<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { data: z.infer<Schema>; problems: [] } | { data: undefined; problems: string[] } {
  const result = schema.safeParse(input, ownerParseOptions);
  if (result.success) return { data: result.data, problems: [] };
  return {
    data: undefined,
    problems: problemLines(result.error.issues, (path) =>
      // A file whose fields are not a list of `name: value` lines has no field to name.
      path.length === 0 ? "frontmatter" : path.join("."),
    ),
  };
}
