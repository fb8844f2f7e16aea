import { z } from "zod";
import type { SiteConfig } from "#app/config/site-config.ts";
import type { Feature } from "#app/features/feature.ts";
import { askedPurposes, siteFeatures } from "#app/features/index.ts";
import { builtInCatalogues } from "#app/i18n/site-messages.ts";
import { OwnerError } from "#app/lib/owner-error.ts";
import { coreFields, coreProblems } from "./core.schema.ts";
import { ownerParseOptions, problemLines } from "./problems.ts";

/**
 * The schema of the site configuration: the core's fields and each feature's part, checked
 * against the site's own pages (`pagePaths`, from the route table). Every object is strict, so a
 * misspelled key is an error, not a setting silently ignored.
 */
export function siteConfigSchema(
  pagePaths: readonly string[],
  features: readonly Feature[] = siteFeatures,
): z.ZodType<SiteConfig> {
  const shape: Record<string, z.ZodType> = { ...coreFields(pagePaths, builtInCatalogues) };
  for (const { config } of features) {
    if (!config) continue;
    const schema = config.schema({ pagePaths });
    shape[config.key] = config.optional ? schema.optional() : schema;
  }
  return z
    .strictObject(shape)
    .superRefine((parsed, ctx) => {
      const config = parsed as unknown as SiteConfig;
      const problems = [
        ...coreProblems(config, builtInCatalogues),
        ...features.flatMap((feature) => feature.config?.problems?.(config) ?? []),
      ];
      for (const { path, message } of problems) ctx.addIssue({ code: "custom", path, message });
    })
    .transform((parsed) =>
      consentForWhatIsAsked(parsed as unknown as SiteConfig, features),
    ) as unknown as z.ZodType<SiteConfig>;
}

/**
 * Consent as the site runs it: where no feature asks for it (no ads, no statistics), there is
 * nothing to ask, and the site runs as in mode "none", with no bar, no consent platform and
 * nothing stored, whatever the mode set.
 */
function consentForWhatIsAsked(config: SiteConfig, features: readonly Feature[]): SiteConfig {
  if (Object.keys(askedPurposes(config, features)).length > 0 || config.consent.mode === "none") {
    return config;
  }
  const { cmpScriptUrl: _unused, ...consent } = config.consent;
  return { ...config, consent: { ...consent, mode: "none" } };
}

export type { SiteConfig };

/**
 * Validates the site configuration, so that a typo fails the build with the field and the reason
 * instead of shipping a broken link. Every problem is reported at once, each on its own line.
 */
export function parseSiteConfig(
  input: unknown,
  pagePaths: readonly string[],
  features: readonly Feature[] = siteFeatures,
): SiteConfig {
  const result = siteConfigSchema(pagePaths, features).safeParse(input, ownerParseOptions);
  if (!result.success) {
    throw new OwnerError(
      "Invalid site configuration (app/config/site.ts):",
      problemLines(result.error.issues, (path) => z.core.toDotPath(["siteConfig", ...path])),
    );
  }
  return result.data;
}
