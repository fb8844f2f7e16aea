import { build, type Plugin } from "vite";
import { adFramePath } from "#app/features/ads/ad-frame.ts";
import { type AdFrameText, adFrameDocument } from "#app/features/ads/frame/ad-frame-document.ts";
import type { SiteConfig } from "#app/config/site-config.ts";

/** The ad frame's document in the built site, which hosts serve at `adFramePath`. */
export const adFrameFile = `${adFramePath.slice(1)}.html`;

/** The TypeScript source of the frame's script, from the project root. */
const adFrameScriptEntry = "app/features/ads/frame/ad-frame-entry.ts";

/**
 * The frame's script as one minified classic script, its imports bundled in: it must not be a
 * module, because it `document.write`s the ad's script while the frame's document is parsed.
 */
async function bundleAdFrameScript(root: string): Promise<string> {
  // A build of its own (not the app's config and plugins): one entry, one file, nothing written.
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      lib: { entry: adFrameScriptEntry, formats: ["iife"], name: "adFrame" },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output && "output" in output ? output.output[0] : undefined;
  if (!chunk || chunk.type !== "chunk") throw new Error(`${adFrameScriptEntry} built no script`);
  return chunk.code;
}

/** Serves the ad frame's document, its script inline, in development and writes it into the built site. */
export function adFramePlugin(ads: SiteConfig["ads"], text: AdFrameText): Plugin {
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
