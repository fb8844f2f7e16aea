import { relative, sep } from "node:path";
import type { Plugin } from "vite";

/**
 * `npm run dev` reloads the open pages when a file under content/ changes: the Markdown is read
 * by the loaders on every request, not imported, so Vite's module graph does not know it, and an
 * owner would otherwise reload by hand to see an edit.
 */
export function contentReloadPlugin(contentDirectory = "content"): Plugin {
  return {
    name: "fungi-atlas:content-reload",
    apply: "serve",
    configureServer(server) {
      const isContent = (file: string) =>
        relative(server.config.root, file).split(sep)[0] === contentDirectory;
      server.watcher.on("all", (_event, file) => {
        if (isContent(file)) server.ws.send({ type: "full-reload" });
      });
    },
  };
}
