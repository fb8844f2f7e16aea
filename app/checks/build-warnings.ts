import type { SiteConfig } from "#app/config/site-config.ts";
import type { Feature } from "#app/features/feature.ts";
import { siteFeatures } from "#app/features/index.ts";
import { contentLangOf } from "#app/i18n/owner-words.ts";
import { placeholderWarnings } from "./placeholders.ts";

/**
 * What the build says at its end, one line each: the core's settings still on placeholders, then
 * each feature's warnings. The site works without acting on them; an owner should before going live.
 */
export function buildWarnings(
  config: SiteConfig,
  features: readonly Feature[] = siteFeatures,
): string[] {
  const contentLang = contentLangOf(config);
  return [
    ...placeholderWarnings(config),
    ...(contentLang === undefined
      ? []
      : [
          `content/ is in "${contentLang}" (siteConfig.contentLanguage) and the site in "${config.language}": pages mark their content's titles and text with lang="${contentLang}"`,
        ]),
    ...features.flatMap((feature) => feature.buildWarnings?.(config) ?? []),
  ];
}
