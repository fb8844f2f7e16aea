import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { messagesPlugin } from "./scripts/pipeline/messages-plugin.ts";
import { drawingPalettePlugin } from "./scripts/pipeline/drawing-palette.ts";
import { siteFilesPlugin } from "./scripts/pipeline/site-files.ts";
import { parseSiteConfig } from "./app/checks/site-config.schema.ts";
import { siteConfig } from "./app/config/site.ts";
import { pagePaths } from "./app/lib/page-paths.ts";
import { exitOnOwnerError } from "./app/lib/owner-error.ts";
import routes from "./app/routes.ts";
import { basePath } from "./app/lib/site-url.ts";
import { siteMessages } from "./app/i18n/site-messages.ts";
import { siteFeatures } from "./app/features/index.ts";
import { privacyPlugin } from "./scripts/pipeline/privacy-plugin.ts";
import { buildConstants } from "./scripts/pipeline/build-constants.ts";
import { chunkOf } from "./scripts/pipeline/chunks.ts";
import { prerenderPlugin } from "./scripts/pipeline/prerender-plugin.ts";
import { contentReloadPlugin } from "./scripts/pipeline/content-reload-plugin.ts";

// Checked before anything is made from it: a wrong value stops here with its list, not with a
// crash in the first code that reads it (react-router.config.ts checks it again, for the build).
const config = (() => {
  try {
    return parseSiteConfig(siteConfig, pagePaths(routes));
  } catch (error) {
    return exitOnOwnerError(error);
  }
})();
const messages = siteMessages(config.language, config.texts);

export default defineConfig({
  // Where the site is served (react-router.config.ts's `basename`): every asset URL starts there.
  base: `${basePath(config.url)}/`,
  define: buildConstants(config),
  plugins: [
    tailwindcss(),
    drawingPalettePlugin(),
    prerenderPlugin(),
    reactRouter(),
    ...siteFeatures.flatMap((feature) => feature.vitePlugins?.(config, messages) ?? []),
    siteFilesPlugin(config),
    privacyPlugin(config, messages),
    messagesPlugin(messages, config.language),
    contentReloadPlugin(),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The chunks every page loads (scripts/pipeline/chunks.ts). The framework is one chunk instead
            // of five: fewer requests, and it stays cached across deploys until a dependency changes.
            codeSplitting: {
              groups: [
                { name: "framework", test: (id) => chunkOf(id) === "framework" },
                { name: "app", test: (id) => chunkOf(id) === "app" },
              ],
            },
          },
        },
      },
    },
  },
});
