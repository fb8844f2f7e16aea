import { perSettings } from "#app/config/per-settings.ts";
import { coreMessages } from "./core-messages.ts";

/**
 * The core's words for these settings, for the modules that also run outside Vite
 * (react-router.config.ts reads the content), where no virtual:messages module resolves. Only the
 * core's namespaces: `app/lib` reads these, and reaches no feature (site-messages.ts has them
 * all). Made once per settings object: the content's modules ask for them for each article.
 */
export const siteWords = perSettings((settings) => coreMessages(settings.language, settings.texts));
