import type { UserConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { prerenderPlugin } from "./prerender-plugin.ts";

/** The server options the plugin leaves in a configuration, as Vite would resolve it. */
function serverOptions(isPreview: boolean): UserConfig["server"] {
  const config: UserConfig = { server: { port: 5173 } };
  const hook = prerenderPlugin().config;
  if (typeof hook !== "function") throw new Error("the plugin has no config hook");
  void hook.call({} as never, config, { command: "serve", mode: "production", isPreview });
  return config.server;
}

describe("prerenderPlugin", () => {
  const before = process.env.IS_RR_BUILD_REQUEST;
  afterEach(() => {
    if (before === undefined) delete process.env.IS_RR_BUILD_REQUEST;
    else process.env.IS_RR_BUILD_REQUEST = before;
  });

  it("starts the build's pre-rendering server without a file watcher", () => {
    process.env.IS_RR_BUILD_REQUEST = "yes";
    expect(serverOptions(true)).toEqual({ port: 5173, watch: null });
  });

  it("leaves the watcher of `npm run dev` and of a preview run by hand", () => {
    delete process.env.IS_RR_BUILD_REQUEST;
    expect(serverOptions(true)).toEqual({ port: 5173 });
    process.env.IS_RR_BUILD_REQUEST = "yes";
    expect(serverOptions(false)).toEqual({ port: 5173 });
  });
});
