import type { Catalogue } from "#app/i18n/catalogue.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteConfig } from "#app/config/site.ts";
import {
  type Variant,
  type VariantName,
  variantOrigin,
  variants,
} from "#tests/variants/variants.ts";

/** The variant's site configuration, as its build has it. */
export function configOf(name: VariantName): SiteConfig {
  const variant: Variant = variants[name];
  return variant.siteConfig(siteConfig, variantOrigin(name));
}

/** The variant's words, as its build has them: its language's catalogue and its owner's texts. */
export function messagesOf(name: VariantName): Catalogue {
  const config = configOf(name);
  return siteMessages(config.language, config.texts);
}
