import type { SiteConfig } from "#app/config/site-config.ts";
import { askedPurposes, siteFeatures } from "#app/features/index.ts";
import { contentAttributesOf } from "#app/i18n/owner-words.ts";

/** Whether the site shows ads, as the ads publish their hosts: then NC and ND photos are refused. */
export const showsAds = (config: SiteConfig): boolean =>
  (askedPurposes(config).ads?.hosts.length ?? 0) > 0;

/**
 * Values fixed when the site is built, for vite.config.ts and vitest.config.ts alike (`define`).
 * A constant `null` lets the bundler leave out the code for what the site does not have: a site
 * without statistics ships none of analytics' code.
 */
export function buildConstants(config: SiteConfig) {
  const asked = askedPurposes(config);
  const content = contentAttributesOf(config);
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __ADS_PURPOSE__: JSON.stringify(asked.ads ?? { hosts: [] }),
    __STATISTICS_PURPOSE__: JSON.stringify(asked.statistics ?? null),
    // How consent is asked: the bundler leaves out the code of the modes the site does not use.
    __CONSENT_MODE__: JSON.stringify(config.consent.mode),
    // The content's language where it is not the site's: none of its marking on a site in one.
    __CONTENT_ATTRIBUTES__: JSON.stringify(content.lang === undefined ? null : content),
    ...Object.fromEntries(
      siteFeatures.flatMap((feature) =>
        Object.entries(feature.buildConstants?.(config) ?? {}).map(([name, value]) => [
          name,
          JSON.stringify(value),
        ]),
      ),
    ),
  };
}
