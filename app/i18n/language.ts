import { siteConfig } from "#app/config/site.ts";
import { textDirection } from "./text-direction.ts";

// The pages' modules read these as they load. The build loads them only once the settings are
// checked (vite.config.ts), so no module the check itself loads may import this one.

/** The site's one language: pages are built in it, whatever the visitor's browser prefers. */
export const language = siteConfig.language;

export const direction = textDirection(language);
