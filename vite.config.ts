import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adFramePlugin } from "./scripts/build/ad-frame-plugin.ts";
import { drawingPalettePlugin } from "./scripts/build/drawing-palette.ts";
import { siteFilesPlugin } from "./scripts/build/site-files.ts";
import { siteConfig } from "./app/config/site.ts";
import { basePath } from "./app/lib/site-url.ts";
import { buildConstants } from "./vitest.config.ts";

/** React, React DOM, React Router and the bundler's small runtime helpers: what every page runs. */
const framework =
  /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|vite[\\/]preload-helper/;

/**
 * The site's own modules that every page uses (configuration, helpers, header, footer, ad slots):
 * one chunk rather than a dozen of a few hundred bytes, each with its own request and compression
 * overhead. The ad inspector, the footer's tooltips and the narrow menu's popover fallback (for
 * browsers without the popover API) stay out: each loads on its own, on demand.
 */
const sharedAppModules =
  /[\\/]app[\\/]((config|lib|components[\\/](layout(?![\\/](tooltips|popover-fallback))|ads(?![\\/](inspector|ad-state))|illustrations))[\\/]|root\.tsx|routes[\\/]_layout\.tsx)/;

export default defineConfig({
  // Where the site is served (react-router.config.ts's `basename`): every asset URL starts there.
  base: `${basePath(siteConfig.url)}/`,
  define: buildConstants,
  plugins: [
    tailwindcss(),
    drawingPalettePlugin(),
    reactRouter(),
    adFramePlugin(siteConfig.ads),
    siteFilesPlugin(siteConfig),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // One chunk instead of five: fewer requests, smaller compressed together, and cached
            // across deploys until a dependency changes.
            codeSplitting: {
              groups: [
                { name: "framework", test: framework },
                { name: "app", test: sharedAppModules },
              ],
            },
          },
        },
      },
    },
  },
});
