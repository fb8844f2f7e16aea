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
import { adsSchema, withAds } from "./ads.schema.ts";
import { adDensityWarnings } from "./density-warnings.ts";

/** Banners and the extra ad tag, each in a sandboxed frame of the site's own (docs/advertising.md). */
export const adsFeature: Feature = {
  name: "ads",
  config: {
    key: "ads",
    optional: true,
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
      ads?.frameOrigin !== undefined && new URL(ads.frameOrigin).origin === new URL(url).origin
        ? [
            {
              path: ["ads", "frameOrigin"],
              message: "must be another origin than the site's url: ads there could reach the page",
            },
          ]
        : [],
  },
  // The pages frame the ad slots, from the site itself or from its frame origin, and probe the
  // networks' scripts (ad-frame-loader.ts). Without ads, nothing.
  cspSources: ({ ads }) =>
    ads
      ? {
          "frame-src": [ads.frameOrigin ?? "'self'"],
          "connect-src": Object.values(adProbeUrls(ads))
            .filter((url) => url !== null)
            .map(originOf),
        }
      : {},
  buildConstants: ({ ads }) => ({
    __AD_PROBE_URLS__: ads ? adProbeUrls(ads) : { banner: null, extra: null },
  }),
  thirdParties: (config, words) => {
    const configured = withAds(config);
    return configured ? adsThirdParties(configured, words) : [];
  },
  // A consent given for some ad networks is not one for others: the banner asks again. Without
  // ads it asks nothing for them.
  consentPurposes: ({ ads }) => {
    if (!ads) return {};
    const { banner, extra } = adUrls(ads);
    return { ads: { hosts: hostsOf([...banner, ...extra]) } };
  },
  buildWarnings: (config) => {
    const configured = withAds(config);
    if (!configured) return [];
    const { ads } = configured;
    const { banner, extra } = adUrls(ads);
    return [
      ...localPreviewWarning("siteConfig.ads.frameOrigin", ads.frameOrigin),
      ...placeholderHostWarning(
        ads.bannerTag === undefined ? "ads.bannerScriptUrl" : "ads.bannerTag",
        banner[0],
      ),
      ...placeholderHostWarning(
        ads.extraTag === undefined ? "ads.extraScriptUrl" : "ads.extraTag",
        extra[0],
      ),
      ...adsTxtPlaceholderWarnings(ads),
      ...adsInARowWarnings(configured),
      ...adsTxtWarnings(configured),
    ];
  },
  siteFiles: ({ ads }) =>
    ads?.adsTxt
      ? [
          {
            path: "/ads.txt",
            contentType: "text/plain; charset=utf-8",
            content: adsTxt(ads.adsTxt),
          },
        ]
      : [],
  // The ad frame's document, where there are ads to frame.
  documents: (config) => {
    const configured = withAds(config);
    return configured ? [{ file: adFrameFile, policy: adFramePolicy(configured) }] : [];
  },
  // Where a phone leaves banners out to keep within the ad density (ad-density.ts), estimated from
  // the finished pages, so the owner knows why an id does not show there.
  siteSteps: [
    {
      name: "ad density",
      run: async ({ site, config }) => {
        const configured = withAds(config);
        return configured ? adDensityWarnings(site, configured) : [];
      },
    },
  ],
  // The slots' own: consent's gate, the frames near the viewport, the folding, the density check.
  islands: { "ad-slot": { module: "features/ads/ad-slot.island.ts", onEveryPage: true } },
  vitePlugins: (config, words) =>
    config.ads
      ? [adFramePlugin(config.ads, { language: config.language, title: words.site.advertisement })]
      : [],
};
