import { distance } from "fastest-levenshtein";
import { z } from "zod";
import { bannerIdPattern, bannerIdPlaceholder } from "#app/components/ads/banner-id.ts";
import { OwnerError } from "#app/lib/owner-error.ts";
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

/**
 * A plain-http origin on this machine, e.g. "http://localhost:4318" or "http://127.0.0.1:4318":
 * accepted for the site's and the ad frames' origins in local previews and tests only (the build
 * warns). The site on one and its ad frames on the other is the local two-origin setup.
 */
export const localPreviewOrigin = /^http:\/\/(localhost|127\.0\.0\.1):\d{1,5}$/;

/** A local preview origin, possibly followed by a path (or a query, which `siteUrl` rejects). */
const localPreviewUrl = /^http:\/\/(localhost|127\.0\.0\.1):\d{1,5}([/?#].*)?$/;

/** An https URL, or a local preview origin followed by anything `siteUrl` and `siteOrigin` then check. */
const httpsOrLocalPreview = (localPreview: RegExp) =>
  z.union([z.string().regex(localPreview), httpsUrl], {
    error: (issue) =>
      typeof issue.input === "string" && issue.input.startsWith("http:")
        ? "must use https:// (plain http only as http://localhost:PORT or http://127.0.0.1:PORT, for local previews)"
        : "must be an absolute https:// URL",
  });

/** An origin only (scheme, host, port; no path): https, or a local preview origin. */
const siteOrigin = httpsOrLocalPreview(localPreviewOrigin);

/** Path segments of letters, digits and "-._~", with or without a trailing slash: "/fungi-atlas/". */
const plainPath = /^(\/[\w.~-]+)*\/?$/;

/**
 * The site's address: an origin, or an origin and the path the site is served under (a GitHub
 * Pages project site, "https://user.github.io/fungi-atlas/"). The trailing slash is optional and
 * changes nothing. No query or fragment: every URL of the site is made by appending a path to it.
 */
const siteUrl = httpsOrLocalPreview(localPreviewUrl)
  .refine((url) => !/[?#]/.test(url), {
    error:
      "must not have a query (?...) or a fragment (#...): write the site's address only, e.g. https://user.github.io/fungi-atlas/",
    abort: true,
  })
  .refine((url) => plainPath.test(new URL(url).pathname), {
    error:
      'its path may only hold letters, digits and "-._~" between slashes, e.g. https://user.github.io/fungi-atlas/',
    abort: true,
  })
  .refine((url) => !/\.html?\/?$/i.test(new URL(url).pathname), {
    error: "must be the address of the site's folder, not of a page: remove the file name",
  });

/** The origin an ad frame's URL or the site's URL is on, without a trailing slash. */
const isOriginOnly = (url: string) => !URL.canParse(url) || new URL(url).pathname === "/";

/**
 * An ad network's tag, pasted as the network gives it. It must load something (a script or a
 * frame), and only over https: an http URL would be blocked in the https page, or leak the visit.
 */
const adTag = nonEmpty
  .refine((tag) => /<(script|iframe)[\s>]/i.test(tag), {
    error: "must contain a <script> or an <iframe>: paste the network's tag as it gives it",
  })
  .refine((tag) => !/\bhttp:\/\//i.test(tag), {
    error: "must load everything over https: it contains an http:// URL",
  });

/** Both or neither of a pair of keys set: an issue naming the key to fix, else none. */
function exactlyOneOf(shortForm: string, tag: string) {
  return (ads: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const hasShortForm = ads[shortForm] !== undefined;
    const hasTag = ads[tag] !== undefined;
    if (hasShortForm && hasTag) {
      ctx.addIssue({
        code: "custom",
        path: [tag],
        message: `set either ${shortForm} or ${tag}, not both`,
      });
    } else if (!hasShortForm && !hasTag) {
      ctx.addIssue({
        code: "custom",
        path: [shortForm],
        message: `is missing: set ${shortForm} (a script URL) or ${tag} (the network's tag)`,
      });
    }
  };
}

/** One ad slot: where one banner of the ad network shows. */
const adSlotSchema = z.strictObject({
  /** The ad network's id for the banner: digits only, e.g. "310101". */
  bannerId: z
    .string()
    .regex(bannerIdPattern, "must be the ad network's numeric banner id (digits only)"),
  /** The space kept for the ad before it loads, in px: 250 (a 300×250 box) or 600 (300×600). */
  minHeight: z.literal([250, 600], "must be 250 or 600"),
  /**
   * Whether the slot also shows below 1024 px (phones and tablets, where the layout has one column
   * and every slot stacks under the content); when false it takes no space and loads nothing there.
   */
  showOnNarrow: z.boolean(),
});

/** How the site asks for consent before ads: see README.md, "Consent and privacy". */
export const consentModes = ["none", "banner", "tcf"] as const;

/** Where consent is asked: see `consent.regions`. */
export const consentRegions = ["europe", "everywhere"] as const;

/** Consent before ads, and the owner's words on the /privacy page. */
const consentSchema = z
  .strictObject({
    /**
     * `"banner"`: the site's own Accept / Reject bar, for networks that need only a yes or no.
     * `"tcf"`: the owner's registered IAB TCF v2.2 consent platform (`cmpScriptUrl`) decides, for
     * networks that require TCF (Google's ad products, from Europe). `"none"`: ads load for everyone.
     */
    mode: z.enum(consentModes, 'must be "none", "banner" or "tcf"'),
    /**
     * `"europe"`: asked only where the browser's time zone is European (Europe/*, and the zones of
     * EU and EEA territories outside it). A static site cannot see the visitor's IP address, so a
     * European visitor with another time zone is not asked: `"everywhere"` is the strict choice.
     */
    regions: z.enum(consentRegions, 'must be "europe" or "everywhere"'),
    /**
     * The consent platform's script, as its vendor gives it (e.g. Google's Privacy & messaging
     * tag). Required with mode "tcf", and only allowed there.
     */
    cmpScriptUrl: httpsUrl.optional(),
    /**
     * The owner's own words at the top of /privacy, one paragraph per entry: who runs the site, how
     * to reach them, what they do with messages from the contact form. Until it is set, /privacy
     * shows a placeholder saying that the owner has not written it yet: set it before going live.
     * @example ["Fungi Atlas is run by Jane Doe, Example Street 1, Berlin: privacy@example.com."]
     */
    privacyNotice: z.array(nonEmpty).min(1, "must have at least one paragraph").optional(),
  })
  .superRefine(({ mode, cmpScriptUrl }, ctx) => {
    if (mode === "tcf" && cmpScriptUrl === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["cmpScriptUrl"],
        message: 'is required with mode "tcf": the URL of your registered TCF consent platform',
      });
    }
    if (mode !== "tcf" && cmpScriptUrl !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["cmpScriptUrl"],
        message: `is only used with mode "tcf" (mode is "${mode}"): remove it or set mode "tcf"`,
      });
    }
  });

/** The longest brand (`name`) and short brand (`shortName`) the site lays out, in characters. */
export const brandLimits = { name: 40, shortName: 12 } as const;

export const socialNetworks = ["facebook", "instagram", "x", "youtube", "pinterest"] as const;

/**
 * The schema of the site configuration, checked against the site's own pages (`pagePaths`, from
 * the route table): every link to a page and every page of ad slots must exist. Every object is
 * strict, so a misspelled key is an error, not a setting silently ignored.
 */
export function siteConfigSchema(pagePaths: readonly string[]) {
  const pageList = pagePaths.join(", ");
  /** A link to one of the site's own pages, e.g. "/about". */
  const internalLink = z.strictObject({
    label: nonEmpty,
    href: z
      .string()
      .startsWith("/", 'must be a path on this site, starting with "/"')
      .refine((href) => pagePaths.includes(href), {
        error: (issue) =>
          `"${String(issue.input)}" is not a page of this site (pages: ${pageList})`,
      }),
  });
  const externalLink = z.strictObject({ label: nonEmpty, href: httpsUrl });
  /** A page that can have ad slots: any page, or the 404 page shown at unknown paths. */
  const adPage = z.string().refine((page) => page === notFoundPage || pagePaths.includes(page), {
    error: (issue) =>
      `"${String(issue.input)}" is not a page of this site (pages: ${pageList}, and ${notFoundPage} for unknown paths)`,
  });

  return z
    .strictObject({
      /**
       * The brand, shown in the header, the welcome toast, titles and the copyright line. At most
       * 40 characters: the header holds that on two lines at most, from 320 to 1920 px wide.
       */
      name: nonEmpty.max(brandLimits.name, {
        error: (issue) =>
          `must be at most ${brandLimits.name} characters (it has ${String(issue.input).length}): the header cannot hold a longer brand`,
      }),
      /**
       * Optional: a short form of the brand, at most 12 characters, for where space is short: under
       * an icon on a phone's home screen (the web app manifest's `short_name`) and in the header
       * below 768 px. Without it, those show `name`.
       * @example "Fungi Atlas"
       */
      shortName: nonEmpty
        .max(brandLimits.shortName, {
          error: (issue) =>
            `must be at most ${brandLimits.shortName} characters (it has ${String(issue.input).length}), or phones cut it under the home-screen icon`,
        })
        .optional(),
      /**
       * Where the site is deployed: its origin, and the path it is served under if it is not the
       * origin's root (a GitHub Pages project site). Canonical URLs, links, the sitemap, the feed,
       * the header files and every asset URL are built from it. A path is written as the host
       * shows it, with its trailing slash: that is the home page's canonical URL. Without the
       * slash it is read the same. A bare origin needs none.
       * @example "https://fungi-atlas.example.com"
       * @example "https://user.github.io/fungi-atlas/"
       */
      url: siteUrl,
      /** BCP 47 language of the content, for `<html lang>`, e.g. "en" or "en-GB". */
      language: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language tag like "en"'),
      /**
       * The country of the site's readers, as a two-letter code, e.g. "US": with the language, the
       * locale of its share cards (`og:locale` "en_US"). A region in `language` ("en-GB") wins.
       */
      region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "US"'),
      /** One line under the hero heading. */
      tagline: nonEmpty,
      /** The default meta description, for pages that do not set their own. */
      description: nonEmpty.max(160, "must be at most 160 characters, or search engines cut it"),
      /** The links of the top bar and of the narrow-screen menu, in order. */
      nav: z.array(internalLink).min(1, "must list at least one page"),
      footer: z.strictObject({
        /** Footer column "Quick Links". */
        quickLinks: z.array(internalLink).min(1, "must list at least one page"),
        /** Footer column "Partners": other sites, opened in a new tab. */
        partners: z.array(externalLink).length(2, "must list exactly two partners"),
        /** Footer column "Follow Us": one icon link per network. */
        social: z
          .array(
            z.strictObject({ network: z.enum(socialNetworks), label: nonEmpty, href: httpsUrl }),
          )
          .length(3, "must list exactly three networks"),
      }),
      /** Advertising: the ad network, the extra third-party ad script and the ad slots of each page. */
      ads: z
        .strictObject({
          /**
           * The short form of the ad network's tag: its script for one banner, with `{bannerId}`
           * where the slot's banner id goes. Set this or `bannerTag`, not both.
           * @example "https://ads.example.org/banner.js?id={bannerId}"
           */
          bannerScriptUrl: httpsUrl
            .refine(
              (url) => url.includes(bannerIdPlaceholder),
              `must contain ${bannerIdPlaceholder}, where the slot's banner id goes`,
            )
            .optional(),
          /**
           * The ad network's tag for one banner, HTML pasted as the network gives it, with
           * `{bannerId}` where the slot's banner id goes. Inline scripts in it run (in the ad frame
           * only). Set this or `bannerScriptUrl`, not both.
           * @example '<script>atOptions = { key: "{bannerId}" }</script><script src="https://net.example/{bannerId}/invoke.js"></script>'
           */
          bannerTag: adTag
            .refine((tag) => tag.includes(bannerIdPlaceholder), {
              error: `must contain ${bannerIdPlaceholder}, where the slot's banner id goes`,
            })
            .optional(),
          /**
           * The short form of the extra third-party ad script, loaded into one slot (250 px) above
           * the footer of every page. Set this or `extraTag`, not both.
           */
          extraScriptUrl: httpsUrl.optional(),
          /**
           * The extra slot's tag, HTML pasted as the network gives it. Set this or
           * `extraScriptUrl`, not both.
           * @example '<script async src="https://net.example/tag.min.js" data-zone="123"></script>'
           */
          extraTag: adTag.optional(),
          /**
           * Optional: another origin than the site's, where the same built site is deployed, that
           * serves the ad frames. Frames there keep `allow-same-origin`, so ad networks get real
           * cookies and storage, and still cannot reach the page (docs/deploy.md). Without it, the
           * frames run in an opaque origin with in-memory cookies and storage.
           * @example "https://ads.fungi-atlas.example.com"
           */
          frameOrigin: siteOrigin
            .refine(isOriginOnly, "must be an origin only, with no path")
            .optional(),
          /**
           * The banner slots of each page, keyed by its path; `"/404"` is the page for unknown paths. A
           * page left out shows no banner (the extra script slot still shows). 250 px slots go under the
           * page content, 600 px slots beside it on wide screens, and wide-only 250 px slots under
           * those, so that no more than two ads follow each other with nothing between them.
           * @example { "/about": [{ bannerId: "310101", minHeight: 250, showOnNarrow: true }] }
           */
          slots: z.record(
            adPage,
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
        })
        // Run even when other fields have problems, so one build reports them all.
        .superRefine(exactlyOneOf("bannerScriptUrl", "bannerTag"), { when: isObject })
        .superRefine(exactlyOneOf("extraScriptUrl", "extraTag"), { when: isObject }),
      consent: consentSchema,
      embeds: z.strictObject({
        /** The external image-board feed shown on /blog. */
        blogFeedUrl: httpsUrl,
        /** The external lead-form widget shown on /contact. */
        contactFormUrl: httpsUrl,
        /** Tags every lead from the contact form: added to the form's URL as `category=<value>`. */
        contactFormCategory: nonEmpty,
        /** The form vendor's script, which the widget needs beside its frame. */
        contactFormScriptUrl: httpsUrl,
      }),
    })
    .superRefine(({ url, ads }, ctx) => {
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

/** Whether the value being refined is an object whose fields a refinement can read. */
const isObject = ({ value }: { value: unknown }) => typeof value === "object" && value !== null;

export type SiteConfig = z.infer<ReturnType<typeof siteConfigSchema>>;

/**
 * Validates the site configuration, so that a typo fails the build with the field and the reason
 * instead of shipping a broken link. Every problem is reported at once, each on its own line.
 */
export function parseSiteConfig(input: unknown, pagePaths: readonly string[]): SiteConfig {
  const schema = siteConfigSchema(pagePaths);
  const result = schema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.flatMap((issue) => describeIssue(issue, schema));
    throw new OwnerError("Invalid site configuration (app/config/site.ts):", problems);
  }
  for (const warning of localPreviewWarnings(result.data)) console.warn(warning);
  return result.data;
}

/** A warning for each origin that only works on this machine: such a build must not be deployed. */
export function localPreviewWarnings({ url, ads }: SiteConfig): string[] {
  return Object.entries({ "siteConfig.url": url, "siteConfig.ads.frameOrigin": ads.frameOrigin })
    .filter(([, origin]) => origin !== undefined && localPreviewUrl.test(origin))
    .map(
      ([field, origin]) =>
        `${field}: ${origin} is a local preview origin (plain http): do not deploy this build`,
    );
}

/** One problem as a line an owner can act on: where, and what is wrong. */
function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodType): string | string[] {
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((key) => {
        const suggestion = closestKey(key, knownKeys(schema, issue.path));
        const hint = suggestion ? ` (did you mean "${suggestion}"?)` : "";
        return `${formatPath(issue.path)}: unknown key "${key}"${hint}`;
      });
    case "invalid_key":
      return `${formatPath(issue.path)}: ${issue.issues.map((inner) => inner.message).join("; ")}`;
    case "invalid_type":
      if (issue.input === undefined) return `${formatPath(issue.path)}: is missing`;
      return `${formatPath(issue.path)}: ${issue.message}`;
    default:
      return `${formatPath(issue.path)}: ${issue.message}`;
  }
}

/** The keys the schema allows in the object at `path`, e.g. ["bannerScriptUrl", ...] at ["ads"]. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  for (const key of path) {
    if (current instanceof z.ZodObject) current = current.shape[String(key)];
    else if (current instanceof z.ZodArray) current = current.element;
    else if (current instanceof z.ZodRecord) current = current.valueType;
    else return [];
  }
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
}

/** The known key a misspelled one most likely meant, if any is close enough to suggest. */
function closestKey(key: string, known: readonly string[]): string | undefined {
  const scored = known.map((candidate) => ({
    candidate,
    distance: distance(key.toLowerCase(), candidate.toLowerCase()),
  }));
  const best = scored.toSorted((a, b) => a.distance - b.distance)[0];
  return best && best.distance <= Math.max(2, Math.floor(key.length / 3))
    ? best.candidate
    : undefined;
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
