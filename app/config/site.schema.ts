import { z } from "zod";
import { bannerIdPattern, bannerIdPlaceholder } from "#app/components/ads/banner-id.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";

/** An absolute https URL: everything the site links to or loads from elsewhere must be encrypted. */
export const httpsUrl = z.url({
  protocol: /^https$/,
  error: (issue) =>
    typeof issue.input === "string" && issue.input.startsWith("http:")
      ? "must use https://"
      : "must be an absolute https:// URL",
});

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** A link to one of the site's own pages, e.g. "/about". */
const internalLink = z.object({
  label: nonEmpty,
  href: z.string().startsWith("/", 'must be a path on this site, starting with "/"'),
});

const externalLink = z.object({
  label: nonEmpty,
  href: httpsUrl,
});

/** One ad slot: where one banner of the ad network shows. */
const adSlotSchema = z.object({
  /** The ad network's id for the banner: digits only, e.g. "310101". */
  bannerId: z
    .string()
    .regex(bannerIdPattern, "must be the ad network's numeric banner id (digits only)"),
  /** The space kept for the ad before it loads, in px: 250 (a 300×250 box) or 600 (300×600). */
  minHeight: z.literal([250, 600], "must be 250 or 600"),
  /** Whether the slot also shows below 768 px; when false it takes no space and loads nothing there. */
  showOnNarrow: z.boolean(),
});

export const socialNetworks = ["facebook", "instagram", "x", "youtube", "pinterest"] as const;

export const siteConfigSchema = z.object({
  /** The brand, shown in the header, the welcome toast, titles and the copyright line. */
  name: nonEmpty,
  /** Where the site is deployed, without a trailing path: used for canonical URLs and the sitemap. */
  url: httpsUrl.refine(
    (url) => !URL.canParse(url) || new URL(url).pathname === "/",
    "must be the site's origin only, with no path",
  ),
  /** BCP 47 language of the content, for `<html lang>`. */
  language: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language tag like "en"'),
  /** One line under the hero heading. */
  tagline: nonEmpty,
  /** The default meta description, for pages that do not set their own. */
  description: nonEmpty.max(160, "must be at most 160 characters, or search engines cut it"),
  /** The links of the top bar and of the narrow-screen menu, in order. */
  nav: z.array(internalLink).min(1, "must list at least one page"),
  footer: z.object({
    /** Footer column "Quick Links". */
    quickLinks: z.array(internalLink).min(1, "must list at least one page"),
    /** Footer column "Partners": other sites, opened in a new tab. */
    partners: z.array(externalLink).length(2, "must list exactly two partners"),
    /** Footer column "Follow Us": one icon link per network. */
    social: z
      .array(z.object({ network: z.enum(socialNetworks), label: nonEmpty, href: httpsUrl }))
      .length(3, "must list exactly three networks"),
  }),
  /** Advertising: the ad network, the extra third-party ad script and the ad slots of each page. */
  ads: z.object({
    /** The ad network's script for one banner; `{bannerId}` is replaced by the slot's banner id. */
    bannerScriptUrl: httpsUrl.refine(
      (url) => url.includes(bannerIdPlaceholder),
      `must contain ${bannerIdPlaceholder}, where the slot's banner id goes`,
    ),
    /** The extra third-party ad script, loaded into one slot (250 px) above the footer of every page. */
    extraScriptUrl: httpsUrl,
    /**
     * The banner slots of each page, keyed by its path; `"/404"` is the page for unknown paths. A
     * page left out shows no banner (the extra script slot still shows). 250 px slots go under the
     * page content, 600 px slots beside it on wide screens.
     * @example { "/about": [{ bannerId: "310101", minHeight: 250, showOnNarrow: true }] }
     */
    slots: z.record(
      z.string(),
      z.array(adSlotSchema).superRefine((slots, ctx) => {
        slots.forEach(({ bannerId }, index) => {
          if (slots.findIndex((slot) => slot.bannerId === bannerId) < index) {
            ctx.addIssue({
              code: "custom",
              path: [index, "bannerId"],
              message: `"${bannerId}" is already used by another slot of this page`,
            });
          }
        });
      }),
    ),
  }),
  embeds: z.object({
    /** The external image-board feed shown on /blog. */
    blogFeedUrl: httpsUrl,
    /** The external lead-form widget shown on /contact. */
    contactFormUrl: httpsUrl,
    /** Tags every lead from the contact form: added to the form's URL as `category=<value>`. */
    contactFormCategory: nonEmpty,
    /** The form vendor's script, which the widget needs beside its frame. */
    contactFormScriptUrl: httpsUrl,
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * Validates the site configuration against the schema and against the site's own pages, so that a
 * typo fails the build with the field and the reason instead of shipping a broken link.
 */
export function parseSiteConfig(input: unknown, pagePaths: readonly string[]): SiteConfig {
  const schema = siteConfigSchema.superRefine((config, ctx) => {
    const linkLists = {
      nav: config.nav,
      "footer.quickLinks": config.footer.quickLinks,
    };
    for (const [field, links] of Object.entries(linkLists)) {
      links.forEach((link, index) => {
        if (!pagePaths.includes(link.href)) {
          ctx.addIssue({
            code: "custom",
            path: [...field.split("."), index, "href"],
            message: `"${link.href}" is not a page of this site (pages: ${pagePaths.join(", ")})`,
          });
        }
      });
    }
    for (const page of Object.keys(config.ads.slots)) {
      if (!pagePaths.includes(page) && page !== notFoundPage) {
        ctx.addIssue({
          code: "custom",
          path: ["ads", "slots", page],
          message: `"${page}" is not a page of this site (pages: ${pagePaths.join(", ")}, and ${notFoundPage} for unknown paths)`,
        });
      }
    }
  });
  const result = schema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  - ${formatPath(issue.path)}: ${issue.message}`,
    );
    throw new Error(`Invalid site configuration (app/config/site.ts):\n${problems.join("\n")}`);
  }
  return result.data;
}

/**
 * ["footer", "partners", 0, "href"] -> "siteConfig.footer.partners[0].href";
 * ["ads", "slots", "/about", 1] -> 'siteConfig.ads.slots["/about"][1]'
 */
function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    const name = String(key);
    return /^[A-Za-z_$][\w$]*$/.test(name) ? `${text}.${name}` : `${text}[${JSON.stringify(name)}]`;
  }, "siteConfig");
}
