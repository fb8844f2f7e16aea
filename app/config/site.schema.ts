import { distance } from "fastest-levenshtein";
import { z } from "zod";
import { adsSchema } from "#app/components/ads/ads.schema.ts";
import { analyticsSchema } from "#app/components/analytics/analytics.schema.ts";
import { consentSchema } from "#app/components/consent/consent.schema.ts";
import { embedsSchema } from "#app/components/embeds/embeds.schema.ts";
import { brandFields, navigationFields } from "#app/components/layout/layout.schema.ts";
import { safetySchema } from "#app/components/species/safety.schema.ts";
import { missingTexts, textsSchema } from "#app/i18n/texts.schema.ts";
import { OwnerError } from "#app/lib/owner-error.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";
import { localPreviewUrl, nonEmpty, siteUrl } from "./fields.ts";

/**
 * The schema of the site configuration, checked against the site's own pages (`pagePaths`, from
 * the route table): every link to a page and every page of ad slots must exist. Every object is
 * strict, so a misspelled key is an error, not a setting silently ignored. Each feature's part
 * lives in its folder.
 */
export function siteConfigSchema(pagePaths: readonly string[]) {
  const pageList = pagePaths.join(", ");
  const notAPage = (issue: { input: unknown }, extra = "") =>
    `"${String(issue.input)}" is not a page of this site (pages: ${pageList}${extra})`;
  /** A link to one of the site's own pages, e.g. "/about". */
  const internalLink = z.strictObject({
    label: nonEmpty,
    href: z
      .string()
      .startsWith("/", 'must be a path on this site, starting with "/"')
      .refine((href) => pagePaths.includes(href), { error: (issue) => notAPage(issue) }),
  });
  /** A page that can have ad slots: any page, or the 404 page shown at unknown paths. */
  const adPage = z.string().refine((page) => page === notFoundPage || pagePaths.includes(page), {
    error: (issue) => notAPage(issue, `, and ${notFoundPage} for unknown paths`),
  });

  return z
    .strictObject({
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
      language: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language tag like "en"'),
      /**
       * Optional: your wording of any of the site's own texts (app/i18n/catalogues/en/ lists
       * them, a file per namespace), by key.
       * @example { "consent.accept": "Okay" }
       */
      texts: textsSchema.optional(),
      /**
       * The country of the site's readers, as a two-letter code, e.g. "US": with the language, the
       * locale of its share cards (`og:locale` "en_US"). A region in `language` ("en-GB") wins.
       */
      region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "US"'),
      /** One line under the hero heading. */
      tagline: nonEmpty,
      /** The default meta description, for pages that do not set their own. */
      description: nonEmpty.max(160, "must be at most 160 characters, or search engines cut it"),
      ...navigationFields(internalLink),
      ads: adsSchema(adPage),
      consent: consentSchema,
      embeds: embedsSchema,
      /** Optional: the poison centre that harmful species' pages name (docs/configuration.md). */
      safety: safetySchema.optional(),
      /** Optional: visitor statistics by one provider, behind consent (docs/analytics.md). */
      analytics: analyticsSchema.optional(),
    })
    .superRefine(({ url, ads, language, texts }, ctx) => {
      const missing = missingTexts(language, texts);
      if (missing.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["texts"],
          message: `"${language}" has no built-in catalogue, so texts must give every key; missing: ${missing.join(", ")}`,
        });
      }
      if (
        ads.frameOrigin !== undefined &&
        new URL(ads.frameOrigin).origin === new URL(url).origin
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["ads", "frameOrigin"],
          message: "must be another origin than the site's url: ads there could reach the page",
        });
      }
    });
}

export type SiteConfig = z.infer<ReturnType<typeof siteConfigSchema>>;

/**
 * Validates the site configuration, so that a typo fails the build with the field and the reason
 * instead of shipping a broken link. Every problem is reported at once, each on its own line.
 */
export function parseSiteConfig(input: unknown, pagePaths: readonly string[]): SiteConfig {
  const result = siteConfigSchema(pagePaths).safeParse(input, { error: ownerMessage });
  if (!result.success) {
    throw new OwnerError(
      "Invalid site configuration (app/config/site.ts):",
      result.error.issues.map(
        (issue) => `${z.core.toDotPath(["siteConfig", ...issue.path])}: ${issue.message}`,
      ),
    );
  }
  for (const warning of localPreviewWarnings(result.data)) console.warn(warning);
  return result.data;
}

/** A warning for each origin that only works on this machine: such a build must not be deployed. */
function localPreviewWarnings({ url, ads }: SiteConfig): string[] {
  return Object.entries({ "siteConfig.url": url, "siteConfig.ads.frameOrigin": ads.frameOrigin })
    .filter(([, origin]) => origin !== undefined && localPreviewUrl.test(origin))
    .map(
      ([field, origin]) =>
        `${field}: ${origin} is a local preview origin (plain http): do not deploy this build`,
    );
}

/** Zod's messages for the problems no field words itself: in an owner's terms, with a hint. */
function ownerMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type" && issue.input === undefined) return "is missing";
  if (issue.code === "invalid_key") return issue.issues.map((inner) => inner.message).join("; ");
  if (issue.code === "unrecognized_keys") {
    const known = issue.inst instanceof z.ZodObject ? Object.keys(issue.inst.shape) : [];
    return issue.keys.map((key) => `unknown key "${key}"${didYouMean(key, known)}`).join("; ");
  }
  return undefined;
}

/**
 * ' (did you mean "tagline"?)' for a key close enough to a known one, else "". A key of `texts`
 * ("welcome.title") is also compared by its part after the dot, the owner's as well as the known
 * one's, so that a key written without its namespace ("welcomeTitel") or in another one
 * ("home.welcomeTitel") still finds its own; on a tie, whole keys compared win ("blog.titel" is
 * "blog.title", not "welcome.title").
 */
function didYouMean(key: string, known: readonly string[]): string {
  const scored = known.flatMap((candidate) =>
    comparedForms(key).flatMap((written, ownerPart) =>
      comparedForms(candidate).map((form, knownPart) => ({
        candidate,
        distance: distance(written, form),
        tolerance: Math.max(2, Math.floor(written.length / 3)),
        partsCut: ownerPart + knownPart,
      })),
    ),
  );
  const best = scored
    .filter((score) => score.distance <= score.tolerance)
    .toSorted((a, b) => a.distance - b.distance || a.partsCut - b.partsCut)[0];
  return best ? ` (did you mean "${best.candidate}"?)` : "";
}

/** A key in lower case, then its part after the dot if it has one: "welcome.title", "title". */
function comparedForms(key: string): string[] {
  const lower = key.toLowerCase();
  return [...new Set([lower, lower.slice(lower.indexOf(".") + 1)])];
}
