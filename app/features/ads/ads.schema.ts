import { z } from "zod";
import type { SiteConfig } from "#app/config/site-config.ts";
import { httpsUrl, isObject, nonEmpty, siteOrigin } from "#app/checks/fields.ts";
import { bannerIdPattern, bannerIdPlaceholder } from "./banner-id.ts";
import { adsTxtLineProblem } from "./ads-txt.ts";

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

const withBannerIdPlaceholder = `must contain ${bannerIdPlaceholder}, where the slot's banner id goes`;

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
   * Whether the slot also shows below 1024 px (one column, every slot under the content); when
   * false it takes no space and loads nothing there.
   */
  showOnNarrow: z.boolean(),
});

/** The slots of one page: a banner id at most once, so each slot is told apart. */
const pageSlotsSchema = z.array(adSlotSchema).superRefine((slots, ctx) => {
  slots.forEach(({ bannerId }, index) => {
    if (slots.findIndex((slot) => slot.bannerId === bannerId) < index) {
      ctx.addIssue({
        code: "custom",
        path: [index, "bannerId"],
        message: `"${bannerId}" is already used by another slot of this page`,
      });
    }
  });
});

/**
 * Advertising: the ad network, the extra third-party ad script and the ad slots of each page.
 * `adPage` is a path that may have slots: a page of the site, or the 404 page.
 */
export function adsSchema(adPage: z.ZodType<string>) {
  return (
    z
      .strictObject({
        /**
         * The short form of the ad network's tag: its script for one banner, with `{bannerId}`
         * where the slot's banner id goes. Set this or `bannerTag`, not both.
         * @example "https://ads.example.org/banner.js?id={bannerId}"
         */
        bannerScriptUrl: httpsUrl
          .refine((url) => url.includes(bannerIdPlaceholder), withBannerIdPlaceholder)
          .optional(),
        /**
         * The ad network's tag for one banner, HTML pasted as the network gives it, with
         * `{bannerId}` where the slot's banner id goes. Inline scripts in it run (in the ad frame
         * only). Set this or `bannerScriptUrl`, not both.
         * @example '<script>atOptions = { key: "{bannerId}" }</script><script src="https://net.example/{bannerId}/invoke.js"></script>'
         */
        bannerTag: adTag
          .refine((tag) => tag.includes(bannerIdPlaceholder), withBannerIdPlaceholder)
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
         * Optional: another origin than the site's, serving the same built site, for the ad
         * frames. Frames there keep `allow-same-origin`, so ad networks get real cookies and
         * storage, and still cannot reach the page (docs/deploy.md). Without it, the frames run
         * in an opaque origin with in-memory cookies and storage.
         * @example "https://ads.fungi-atlas.example.com"
         */
        frameOrigin: siteOrigin.optional(),
        /**
         * The banner slots of each page, keyed by its path; `"/404"` is the page for unknown
         * paths. A page left out shows no banner (the extra slot still shows). 250 px slots go
         * under the content, 600 px slots beside it on wide screens, and wide-only 250 px slots
         * under those, so that no more than two ads follow each other with nothing between them.
         * @example { "/about": [{ bannerId: "310101", minHeight: 250, showOnNarrow: true }] }
         */
        slots: z.record(adPage, pageSlotsSchema),
        /**
         * Optional: the lines of /ads.txt (IAB ads.txt 1.1), as your ad networks give them: records
         * (`domain, account id, DIRECT|RESELLER[, certification authority id]`), variables
         * (`CONTACT=...`) and `#` comments.
         * @example ["google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0"]
         */
        adsTxt: z
          .array(
            z.string().superRefine((line, ctx) => {
              const problem = adsTxtLineProblem(line);
              if (problem) ctx.addIssue({ code: "custom", message: problem });
            }),
          )
          .min(1, "must list at least one line, or be left out")
          .optional(),
      })
      // Run even when other fields have problems, so one build reports them all.
      .superRefine(exactlyOneOf("bannerScriptUrl", "bannerTag"), { when: isObject })
      .superRefine(exactlyOneOf("extraScriptUrl", "extraTag"), { when: isObject })
  );
}

export type AdsConfig = z.infer<ReturnType<typeof adsSchema>>;

/** A site configuration with ads: what the ads' own build steps read. */
export type ConfigWithAds = SiteConfig & { ads: AdsConfig };

/** The configuration, where the owner set ads; undefined where they left them out. */
export const withAds = (config: SiteConfig): ConfigWithAds | undefined =>
  config.ads === undefined ? undefined : { ...config, ads: config.ads };

declare module "#app/config/site-config.ts" {
  interface SiteConfig {
    /** Left out, the site shows no ads (docs/advertising.md). */
    ads?: AdsConfig;
  }
}
