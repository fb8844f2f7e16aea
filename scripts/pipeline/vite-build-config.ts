import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type UserConfig, defineConfig } from "vite";
import { messagesPlugin } from "./messages-plugin.ts";
import { drawingPalettePlugin } from "./drawing-palette.ts";
import { siteFilesPlugin } from "./site-files.ts";
import { basePath } from "../../app/lib/site-url.ts";
import { siteMessages } from "../../app/i18n/site-messages.ts";
import { siteFeatures } from "../../app/features/index.ts";
import { isLeftOut } from "../../app/features/feature.ts";
import { privacyPlugin } from "./privacy-plugin.ts";
import { buildConstants } from "./build-constants.ts";
import { frameworkChunkOf } from "./chunks.ts";
import { prerenderPlugin } from "./prerender-plugin.ts";
import { isEveryPageModule, islandModules, islandsPlugin } from "./islands-plugin.ts";
import { coreIslands } from "../../app/core-islands.ts";
import { contentReloadPlugin } from "./content-reload-plugin.ts";
import { devDrawingsPlugin } from "./dev-drawings-plugin.ts";
import { termLinksPlugin } from "./term-links-plugin.ts";
import type { SiteConfig } from "../../app/config/site-config.ts";

/** The build's Vite configuration, made from the checked settings (vite.config.ts). */
export function viteBuildConfig(config: SiteConfig): UserConfig {
  const messages = siteMessages(config.language, config.texts);
  const islands = islandModules(
    coreIslands,
    siteFeatures.filter((feature) => !isLeftOut(feature, config)),
  );
  return defineConfig({
    // Where the site is served (react-router.config.ts's `basename`): every asset URL starts there.
    base: `${basePath(config.url)}/`,
    define: buildConstants(config),
    plugins: [
      tailwindcss(),
      drawingPalettePlugin(),
      prerenderPlugin(),
      reactRouter(),
      islandsPlugin(islands),
      ...siteFeatures.flatMap((feature) => feature.vitePlugins?.(config, messages) ?? []),
      siteFilesPlugin(config),
      privacyPlugin(config, messages),
      messagesPlugin(messages, config.language),
      termLinksPlugin(siteFeatures),
      contentReloadPlugin(),
      devDrawingsPlugin(config),
    ],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The framework of the hydrated pages (scripts/pipeline/chunks.ts) is two chunks rather
              // than five: fewer requests, and they stay cached across deploys until a dependency
              // changes. The islands' modules share chunks as the bundler groups them (ADR 035).
              codeSplitting: {
                groups: [
                  ...(["framework-react", "framework-router"] as const).map((name) => ({
                    name,
                    test: (id: string) => frameworkChunkOf(id) === name,
                  })),
                  { name: "every-page", test: isEveryPageModule(islands) },
                ],
              },
            },
          },
        },
      },
    },
  });
}
