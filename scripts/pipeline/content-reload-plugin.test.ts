import { EventEmitter } from "node:events";
import type { ViteDevServer } from "vite";
import { describe, expect, it, vi } from "vitest";
import { contentReloadPlugin } from "./content-reload-plugin.ts";

/** The plugin on a stand-in dev server: what it sends to the open pages as files change. */
function devServer() {
  const watcher = new EventEmitter();
  const send = vi.fn();
  const server = { config: { root: "/site" }, watcher, ws: { send } } as unknown as ViteDevServer;
  const plugin = contentReloadPlugin();
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  return { watcher, send };
}

describe("contentReloadPlugin", () => {
  it("reloads the open pages when an article, a section or an image under content/ changes", () => {
    const { watcher, send } = devServer();
    watcher.emit("all", "change", "/site/content/types/chanterelle.md");
    watcher.emit("all", "add", "/site/content/about.md");
    watcher.emit("all", "unlink", "/site/content/types/chanterelle.jpg");
    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenCalledWith({ type: "full-reload" });
  });

  it("leaves the code's changes to Vite's own hot updates", () => {
    const { watcher, send } = devServer();
    watcher.emit("all", "change", "/site/app/routes/article.tsx");
    watcher.emit("all", "change", "/site/app/lib/content/content.server.ts");
    expect(send).not.toHaveBeenCalled();
  });
});
