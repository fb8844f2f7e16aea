import { isRunnableDevEnvironment, type Plugin } from "vite";
import type { SiteConfig } from "#app/config/site-config.ts";
import { basePath } from "#app/lib/site-url.ts";
import type { siteContent } from "#app/site-content.server.ts";
import { speciesDrawingAt } from "./content-images.ts";

/** The module the pages' loaders read the content from, as the dev server runs it. */
const siteContentModule = "/app/site-content.server.ts";

/**
 * `npm run dev` serves the species' drawings, which the build writes from the content
 * (`writeSpeciesDrawings`): each made on request from the content the pages are rendered from,
 * so an edited species shows its new drawing on the next reload.
 */
export function devDrawingsPlugin(config: SiteConfig): Plugin {
  return {
    name: "fungi-atlas:dev-drawings",
    apply: "serve",
    configureServer(server) {
      // A site under a path (ADR 009) names its drawings under it: /fungi-atlas/drawings/….
      const base = basePath(config.url);
      server.middlewares.use((request, response, next) => {
        const address = request.url?.split("?")[0] ?? "";
        const path = address.startsWith(`${base}/`) ? address.slice(base.length) : address;
        const pages = server.environments.ssr;
        if (!path.startsWith("/drawings/") || !isRunnableDevEnvironment(pages)) {
          next();
          return;
        }
        pages.runner
          .import<{ siteContent: typeof siteContent }>(siteContentModule)
          .then(async (module) => speciesDrawingAt(await module.siteContent(config), path))
          .then((drawing) => {
            if (drawing === undefined) {
              next();
              return;
            }
            response.setHeader("Content-Type", "image/svg+xml");
            response.end(drawing);
          }, next);
      });
    },
  };
}
