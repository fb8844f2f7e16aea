/** The year `npm run build` ran, set by `define` in vite.config.ts. */
declare const __BUILD_YEAR__: number;
/** Whether the site configuration has `analytics` (vitest.config.ts). */
declare const __ANALYTICS_ON__: boolean;
