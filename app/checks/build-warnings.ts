import type { SiteConfig } from "#app/config/site-config.ts";
import type { Feature } from "#app/features/feature.ts";
import { siteFeatures } from "#app/features/index.ts";
import { placeholderWarnings } from "./placeholders.ts";

/**
 * What the build says at its end, one line each: the core's settings still on placeholders, then
 * each feature's warnings. The site works without acting on them; an owner should before going live.
 */
export function buildWarnings(
  config: SiteConfig,
  features: readonly Feature[] = siteFeatures,
): string[] {
  return [
    ...placeholderWarnings(config),
    ...features.flatMap((feature) => feature.buildWarnings?.(config) ?? []),
  ];
}
