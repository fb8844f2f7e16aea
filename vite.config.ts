import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adFramePlugin } from "./scripts/build/ad-frame-plugin.ts";
import { messagesPlugin } from "./scripts/build/messages-plugin.ts";
import { drawingPalettePlugin } from "./scripts/build/drawing-palette.ts";
import { siteFilesPlugin } from "./scripts/build/site-files.ts";
import type { SiteConfig } from "./app/config/site.schema.ts";
import { siteConfig } from "./app/config/site.ts";
import { basePath } from "./app/lib/site-url.ts";
import { siteMessages } from "./app/i18n/site-messages.ts";
import { buildConstants } from "./scripts/build/build-constants.ts";
import { chunkOf } from "./scripts/build/chunks.ts";
import { prerenderPlugin } from "./scripts/build/prerender-plugin.ts";
import { contentReloadPlugin } from "./scripts/build/content-reload-plugin.ts";

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
    adFramePlugin(siteConfig.ads, {
      language,
      title: messages.site.advertisement,
    }),
    siteFilesPlugin(siteConfig),
    messagesPlugin(messages, language),
    contentReloadPlugin(),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The chunks every page loads (scripts/build/chunks.ts). The framework is one chunk instead
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
