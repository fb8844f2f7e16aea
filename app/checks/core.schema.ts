import { z } from "zod";
import type { BuiltInLanguage, Catalogue } from "#app/i18n/catalogue.ts";
import { hasPageWord } from "#app/i18n/owner-words.ts";
import { missingTexts, textsSchema } from "#app/i18n/texts.schema.ts";
import { httpsUrl, nonEmpty, siteUrl } from "./fields.ts";

/** The longest brand (`name`) and short brand (`shortName`) the site lays out, in characters. */
export const brandLimits = { name: 40, shortName: 12 } as const;

const tooLong = (limit: number, consequence: string) => (issue: { input: unknown }) =>
  `must be at most ${limit} characters (it has ${String(issue.input).length})${consequence}`;

/** A BCP 47 language, with a region at most: "en", "de-AT". */
const tagPattern = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** A language tag as the site writes it, or the same tag in the usual case ("en-us": "en-US"). */
const languageTag = z.string().superRefine((tag, ctx) => {
  if (tagPattern.test(tag)) return;
  const [language = "", region] = tag.split("-");
  const usualCase =
    region === undefined
      ? language.toLowerCase()
      : `${language.toLowerCase()}-${region.toUpperCase()}`;
  ctx.addIssue({
    code: "custom",
    message: tagPattern.test(usualCase)
      ? `must be written "${usualCase}"`
      : 'must be a language tag like "en", or "en-GB" with a region',
  });
});

/** The brand's fields of the site configuration. */
export const brandFields = {
  /**
   * The brand, shown in the header, the welcome toast, titles and the copyright line. At most 40
   * characters: the header holds that on two lines at most, from 360 to 1920 px wide (cut short
   * at 320 px, where a `shortName` stands in).
   */
  name: nonEmpty.max(brandLimits.name, {
    error: tooLong(brandLimits.name, ": the header cannot hold a longer brand"),
  }),
  /**
   * Optional: a short form of the brand, at most 12 characters, for where space is short: under
   * an icon on a phone's home screen (the manifest's `short_name`) and in the header below
   * 768 px. Without it, those show `name`.
   * @example "Fungi Atlas"
   */
  shortName: nonEmpty
    .max(brandLimits.shortName, {
      error: tooLong(brandLimits.shortName, ", or phones cut it under the home-screen icon"),
    })
    .optional(),
};

const socialNetworks = ["facebook", "instagram", "x", "youtube", "pinterest"] as const;

/** The header's and the footer's links; `internalLink` is a link to a page of the site. */
export function navigationFields(
  internalLink: z.ZodType<{ label?: string | undefined; href: string }>,
) {
  const externalLink = z.strictObject({ label: nonEmpty, href: httpsUrl });
  return {
    /** The links of the top bar and of the narrow-screen menu, in order. */
    nav: z.array(internalLink).min(1, "must list at least one page"),
    footer: z.strictObject({
      /** Footer column "Quick Links". */
      quickLinks: z.array(internalLink).min(1, "must list at least one page"),
      /** Footer column "Partners": other sites, opened in a new tab. */
      partners: z.array(externalLink).length(2, "must list exactly two partners"),
      /** Footer column "Follow Us": one icon link per network. */
      social: z
        .array(z.strictObject({ network: z.enum(socialNetworks), label: nonEmpty, href: httpsUrl }))
        .length(3, "must list exactly three networks"),
    }),
  };
}

/**
 * The core of the site configuration, checked against the site's own pages (`pagePaths`, from the
 * route table): every link to a page must exist. The features add their parts
 * (app/features/index.ts). `catalogues` are the site's words by language, the features' with
 * the core's (app/i18n/site-messages.ts), passed in so that this schema reaches no feature.
 */
export function coreFields(
  pagePaths: readonly string[],
  catalogues: Readonly<Record<BuiltInLanguage, Catalogue>>,
) {
  const pageList = pagePaths.join(", ");
  /** A link to one of the site's own pages, e.g. "/about". */
  const internalLink = z
    .strictObject({
      /** Optional for the site's own pages (the catalogues' `defaults`): their word follows `language`. */
      label: nonEmpty.optional(),
      href: z
        .string()
        .startsWith("/", 'must be a path on this site, starting with "/"')
        .refine((href) => pagePaths.includes(href), {
          error: (issue) =>
            `"${String(issue.input)}" is not a page of this site (pages: ${pageList})`,
        }),
    })
    .refine(
      (link) =>
        link.label !== undefined || !pagePaths.includes(link.href) || hasPageWord(link.href),
      {
        path: ["label"],
        error: "is needed: the site has no word of its own for this page",
      },
    );
  return {
    ...brandFields,
    /**
     * Where the site is deployed: its origin, and the path it is served under if it is not the
     * origin's root (a GitHub Pages project site). Canonical URLs, links, the sitemap, the feed,
     * the header files and every asset URL are built from it. A trailing slash is optional.
     * @example "https://fungi-atlas.example.com"
     * @example "https://user.github.io/fungi-atlas/"
     */
    url: siteUrl,
    /**
     * BCP 47 language of the site, for `<html lang>` and the site's own words: en, de, fr, es,
     * it, nl, pl and pt are built in ("de-AT" speaks "de"); any other needs `texts` for every key.
     */
    language: languageTag,
    /**
     * Optional: the language content/ is written in, "en" unless set. Where it is not the site's
     * (`language`), pages mark their content's titles and text with it, and the build says so.
     */
    contentLanguage: languageTag.optional(),
    /**
     * Optional: your wording of any of the site's own texts, by key (app/i18n/catalogues/en/
     * lists the core's, a file per namespace, and each feature's `words/en.ts` its own).
     * @example { "consent.accept": "Okay" }
     */
    texts: textsSchema(catalogues.en).optional(),
    /**
     * The country of the site's readers, as a two-letter code, e.g. "US": with the language, the
     * locale of its share cards (`og:locale` "en_US"). A region in `language` ("en-GB") wins.
     */
    region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "US"'),
    /** Optional: one line under the hero heading; the site's own (in `language`) without it. */
    tagline: nonEmpty.optional(),
    /**
     * Optional: the default meta description, for pages that do not set their own; the site's own
     * (in `language`) without it.
     */
    description: nonEmpty
      .max(160, "must be at most 160 characters, or search engines cut it")
      .optional(),
    ...navigationFields(internalLink),
  };
}

/** The core's fields of the site configuration, as the owner writes them. */
export type CoreConfig = z.infer<z.ZodObject<ReturnType<typeof coreFields>>>;

/** The core's checks across fields: a language without a catalogue needs every text. */
export function coreProblems(
  { language, texts }: Pick<CoreConfig, "language" | "texts">,
  catalogues: Readonly<Record<BuiltInLanguage, Catalogue>>,
): ConfigProblem[] {
  // A tag that is not one says so itself (`languageTag`): its texts are not the problem.
  if (!tagPattern.test(language)) return [];
  const missing = missingTexts(language, texts, catalogues);
  if (missing.length === 0) return [];
  const builtIn = `built in: ${Object.keys(catalogues).join(", ")}`;
  // With no texts at all, the language itself is the likelier mistake.
  if (texts === undefined) {
    return [
      {
        path: ["language"],
        message: `"${language}" is not a built-in language (${builtIn}): choose one, or give texts for all ${missing.length} of the site's own words`,
      },
    ];
  }
  const shown = 8;
  const more = missing.length > shown ? `, and ${missing.length - shown} more` : "";
  return [
    {
      path: ["texts"],
      message: `"${language}" has no built-in catalogue (${builtIn}), so texts must give every key; ${missing.length} missing: ${missing.slice(0, shown).join(", ")}${more} (app/i18n/catalogues/en/ and each feature's words/en.ts list them)`,
    },
  ];
}

/** A problem across fields of the configuration, at the path of the field to fix. */
export interface ConfigProblem {
  path: (string | number)[];
  message: string;
}
