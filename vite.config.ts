import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { messagesPlugin } from "./scripts/pipeline/messages-plugin.ts";
import { drawingPalettePlugin } from "./scripts/pipeline/drawing-palette.ts";
import { siteFilesPlugin } from "./scripts/pipeline/site-files.ts";
import type { SiteConfig } from "./app/config/site-config.ts";
import { siteConfig } from "./app/config/site.ts";
import { basePath } from "./app/lib/site-url.ts";
import { siteMessages } from "./app/i18n/site-messages.ts";
import { siteFeatures } from "./app/features/index.ts";
import { privacyPlugin } from "./scripts/pipeline/privacy-plugin.ts";
import { buildConstants } from "./scripts/pipeline/build-constants.ts";
import { chunkOf } from "./scripts/pipeline/chunks.ts";
import { prerenderPlugin } from "./scripts/pipeline/prerender-plugin.ts";
import { contentReloadPlugin } from "./scripts/pipeline/content-reload-plugin.ts";

// Typed as any configuration may be: the shipped one has no texts.
const { language, texts }: SiteConfig = siteConfig;
const messages = siteMessages(language, texts);

export default defineConfig({
  // Where the site is served (react-router.config.ts's `basename`): every asset URL starts there.
  base: `${basePath(siteConfig.url)}/`,
  define: buildConstants,
  plugins: [
    tailwindcss(),
    drawingPalettePlugin(),
    prerenderPlugin(),
    reactRouter(),
    ...siteFeatures.flatMap((feature) => feature.vitePlugins?.(siteConfig, messages) ?? []),
    siteFilesPlugin(siteConfig),
    privacyPlugin(siteConfig, messages),
    messagesPlugin(messages, language),
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
