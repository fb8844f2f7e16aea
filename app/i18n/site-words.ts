import { siteConfig } from "#app/config/site.ts";
import { siteMessages } from "./site-messages.ts";

/**
 * The site's words, for the modules that also run outside Vite (react-router.config.ts reads the
 * content), where no virtual:messages module resolves.
 */
export const siteWords = siteMessages(siteConfig.language, siteConfig.texts);
