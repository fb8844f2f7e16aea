import { z } from "zod";
import { localPreviewWarning, placeholderHostWarning } from "#app/checks/placeholders.ts";
import type { Feature } from "#app/features/feature.ts";
import { originOf } from "#app/lib/csp.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";
import { adFrameFile, adFramePlugin } from "./ad-frame-plugin.ts";
import { adFramePolicy } from "./ad-frame-policy.ts";
import { adProbeUrls, adUrls, hostsOf } from "./ad-hosts.ts";
import { adsInARowWarnings } from "./ads-in-a-row.ts";
import { adsThirdParties } from "./ads-third-parties.ts";
import { adsTxt, adsTxtPlaceholderWarnings, adsTxtWarnings } from "./ads-txt.ts";
import { adsSchema } from "./ads.schema.ts";
import { adDensityWarnings } from "./density-warnings.ts";

/** Banners and the extra ad tag, each in a sandboxed frame of the site's own (docs/advertising.md). */
export const adsFeature: Feature = {
  name: "ads",
  config: {
    key: "ads",
    schema: ({ pagePaths }) => {
      /** A page that can have ad slots: any page, or the 404 page shown at unknown paths. */
      const adPage: z.ZodType<string> = z
        .string()
        .refine((page) => page === notFoundPage || pagePaths.includes(page), {
          error: (issue) =>
            `"${String(issue.input)}" is not a page of this site (pages: ${pagePaths.join(", ")}, and ${notFoundPage} for unknown paths)`,
        });
      return adsSchema(adPage);
    },
    problems: ({ url, ads }) =>
      ads.frameOrigin !== undefined && new URL(ads.frameOrigin).origin === new URL(url).origin
        ? [
            {
              path: ["ads", "frameOrigin"],
              message: "must be another origin than the site's url: ads there could reach the page",
            },
          ]
        : [],
  },
  // The pages frame the ad slots, from the site itself or from its frame origin, and probe the
  // networks' scripts (ad-frame-loader.ts).
  cspSources: ({ ads }) => ({
    "frame-src": [ads.frameOrigin ?? "'self'"],
    "connect-src": Object.values(adProbeUrls(ads))
      .filter((url) => url !== null)
      .map(originOf),
  }),
  buildConstants: ({ ads }) => ({ __AD_PROBE_URLS__: adProbeUrls(ads) }),
  thirdParties: adsThirdParties,
  // A consent given for some ad networks is not one for others: the banner asks again.
  consentPurposes: ({ ads }) => {
    const { banner, extra } = adUrls(ads);
    return { ads: { hosts: hostsOf([...banner, ...extra]) } };
  },
  buildWarnings: (config) => {
    const { banner, extra } = adUrls(config.ads);
    return [
      ...localPreviewWarning("siteConfig.ads.frameOrigin", config.ads.frameOrigin),
      ...placeholderHostWarning(
        config.ads.bannerTag === undefined ? "ads.bannerScriptUrl" : "ads.bannerTag",
        banner[0],
      ),
      ...placeholderHostWarning(
        config.ads.extraTag === undefined ? "ads.extraScriptUrl" : "ads.extraTag",
        extra[0],
      ),
      ...adsTxtPlaceholderWarnings(config.ads),
      ...adsInARowWarnings(config),
      ...adsTxtWarnings(config),
    ];
  },
  siteFiles: ({ ads }) =>
    ads.adsTxt
      ? [
          {
            path: "/ads.txt",
            contentType: "text/plain; charset=utf-8",
            content: adsTxt(ads.adsTxt),
          },
        ]
      : [],
  documents: (config) => [{ file: adFrameFile, policy: adFramePolicy(config) }],
  // Where a phone leaves banners out to keep within the ad density (ad-density.ts), estimated from
  // the finished pages, so the owner knows why an id does not show there.
  siteSteps: [{ name: "ad density", run: ({ site, config }) => adDensityWarnings(site, config) }],
  // The slots' own: consent's gate, the frames near the viewport, the folding, the density check.
  islands: { "ad-slot": { module: "features/ads/ad-slot.island.ts", onEveryPage: true } },
  vitePlugins: (config, words) => [
    adFramePlugin(config.ads, { language: config.language, title: words.site.advertisement }),
  ],
};
