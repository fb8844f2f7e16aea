import type { SiteConfig } from "#app/config/site-config.ts";
import { siteMessages } from "./site-messages.ts";

type SiteWords = ReturnType<typeof siteMessages>;

const made = new WeakMap<SiteConfig, SiteWords>();

/**
 * The site's words for these settings, for the modules that also run outside Vite
 * (react-router.config.ts reads the content), where no virtual:messages module resolves. Made
 * once per settings object: the content's modules ask for them for each article.
 */
export function siteWords(settings: SiteConfig): SiteWords {
  const words = made.get(settings) ?? siteMessages(settings.language, settings.texts);
  made.set(settings, words);
  return words;
}
