import type { Plugin } from "vite";
import { adFramePath } from "#app/features/ads/ad-frame.ts";
import { type AdFrameText, adFrameDocument } from "#app/features/ads/frame/ad-frame-document.ts";
import type { AdsConfig } from "#app/features/ads/ads.schema.ts";
import { bundleScript } from "#app/lib/bundle-script.server.ts";

/** The ad frame's document in the built site, which hosts serve at `adFramePath`. */
export const adFrameFile = `${adFramePath.slice(1)}.html`;

/** The TypeScript source of the frame's script, from the project root. */
const adFrameScriptEntry = "app/features/ads/frame/ad-frame-entry.ts";

/**
 * The frame's script as one minified classic script, its imports bundled in: it must not be a
 * module, because it `document.write`s the ad's script while the frame's document is parsed.
 */
const bundleAdFrameScript = (root: string) =>
  bundleScript(adFrameScriptEntry, { name: "adFrame", root });

/** Serves the ad frame's document, its script inline, in development and writes it into the built site. */
export function adFramePlugin(ads: AdsConfig, text: AdFrameText): Plugin {
  let root = process.cwd();
  return {
    name: "fungi-atlas:ad-frame",
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // Bundled on each request: always the current source.
      server.middlewares.use(adFramePath, (_request, response, next) => {
        bundleAdFrameScript(root).then((script) => {
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.end(adFrameDocument(ads, script, text));
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({
        type: "asset",
        fileName: adFrameFile,
        source: adFrameDocument(ads, await bundleAdFrameScript(root), text),
      });
    },
  };
}
