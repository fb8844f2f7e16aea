import { siteConfig } from "#app/config/site.ts";
import { coreMessages } from "./core-messages.ts";

/**
 * The core's words in the site's language, for the modules that also run outside Vite
 * (react-router.config.ts reads the content), where no virtual:messages module resolves. Only the
 * core's namespaces: `app/lib` reads these, and reaches no feature (site-messages.ts has them all).
 */
export const siteWords = coreMessages(siteConfig.language, siteConfig.texts);
