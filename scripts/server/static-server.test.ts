import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer } from "./static-server.ts";

describe("createStaticServer under a base path", () => {
  let origin = "";
  let server: Server | undefined;

  beforeAll(async () => {
    const site = await mkdtemp(join(tmpdir(), "static-server-"));
    await mkdir(join(site, "assets"));
    await writeFile(join(site, "index.html"), "home");
    await writeFile(join(site, "about.html"), "about");
    await writeFile(join(site, "404.html"), "not found");
    await writeFile(join(site, "assets", "app-1a.js"), "app");
    await writeFile(
      join(site, "_headers"),
      "/fungi-atlas/about\n  Content-Security-Policy: frame-ancestors 'none'\n",
    );
    const started = await createStaticServer(site, { base: "/fungi-atlas" });
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
    server = started;
  });
  afterAll(() => server?.close());

  const get = (path: string) => fetch(`${origin}${path}`, { redirect: "manual" });

  it("serves the folder's files under the base path, with the rules of _headers there", async () => {
    const about = await get("/fungi-atlas/about");
    expect([about.status, await about.text()]).toEqual([200, "about"]);
    expect(about.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'none'");
    expect((await get("/fungi-atlas/")).status).toBe(200);
    expect(await (await get("/fungi-atlas/assets/app-1a.js")).text()).toBe("app");
  });

  it("redirects the other forms, the base path without its slash too", async () => {
    expect((await get("/fungi-atlas")).headers.get("Location")).toBe("/fungi-atlas/");
    expect((await get("/fungi-atlas/about/")).headers.get("Location")).toBe("/fungi-atlas/about");
  });

  it("answers an unknown path under the base with the 404 page, and elsewhere with a plain 404", async () => {
    const missing = await get("/fungi-atlas/missing");
    expect([missing.status, await missing.text()]).toEqual([404, "not found"]);
    const outside = await get("/about");
    expect(outside.status).toBe(404);
    expect(await outside.text()).toMatch(/under \/fungi-atlas\//);
    // The server's own address leads to the site.
    expect((await get("/")).headers.get("Location")).toBe("/fungi-atlas/");
  });
});
