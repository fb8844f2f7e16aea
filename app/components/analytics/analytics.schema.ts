import { z } from "zod";
import { httpsUrl } from "#app/config/fields.ts";

const providers = '"plausible", "umami", "goatcounter", "cloudflare" or "ga4"';

/**
 * Visitor statistics, by one provider, loaded after the first paint and only with consent where
 * consent applies (docs/analytics.md). Leave it out for none: then nothing of it is loaded.
 */
export const analyticsSchema = z.discriminatedUnion(
  "provider",
  [
    z.strictObject({
      provider: z.literal("plausible"),
      /**
       * The site's script from Plausible's installation page, or a self-hosted one; events go to
       * the same origin.
       * @example "https://plausible.io/js/pa-XXXXXXXXXXXXXXXXXXXXX.js"
       */
      scriptUrl: httpsUrl,
    }),
    z.strictObject({
      provider: z.literal("umami"),
      /**
       * Umami's script (Umami Cloud or self-hosted); events go to the same origin.
       * @example "https://cloud.umami.is/script.js"
       */
      scriptUrl: httpsUrl,
      /** The website's id in Umami, a UUID. */
      websiteId: z.uuid("must be the website's id from Umami, a UUID"),
    }),
    z.strictObject({
      provider: z.literal("goatcounter"),
      /**
       * Where GoatCounter counts: the site's code, then `/count`.
       * @example "https://fungi-atlas.goatcounter.com/count"
       */
      endpoint: httpsUrl,
    }),
    z.strictObject({
      provider: z.literal("cloudflare"),
      /** The site's token from Cloudflare Web Analytics (the snippet's `data-cf-beacon`). */
      token: z.string().regex(/^[0-9a-f]{32}$/, "must be the 32 hex digits of the snippet's token"),
    }),
    z.strictObject({
      provider: z.literal("ga4"),
      /** The web data stream's measurement id in Google Analytics 4. */
      measurementId: z
        .string()
        .regex(/^G-[A-Z0-9]{4,}$/, 'must be a GA4 measurement id like "G-ABC123DEF4"'),
    }),
  ],
  { error: `must name its provider: ${providers}` },
);

export type AnalyticsConfig = z.infer<typeof analyticsSchema>;
