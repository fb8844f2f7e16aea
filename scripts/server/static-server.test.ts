import { mkdir, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceDeployedSite } from "#scripts/pipeline/finish-build.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { createStaticServer } from "./static-server.ts";

/** A built site in a new folder: file paths (with "assets/") and their text. */
async function siteFolder(files: Record<string, string>): Promise<string> {
  const site = await temporaryFolder("static-server");
  await mkdir(join(site, "assets"));
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(site, name), text)));
  return site;
}

/** Serves `root` on a free port until the tests are done; `get` fetches a path of it. */
function serveDuringTests(root: () => string, base = "") {
  let origin = "";
  let server: Server | undefined;
  beforeAll(async () => {
    const started = await createStaticServer(root(), { base });
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
    server = started;
  });
  afterAll(() => server?.close());
  return (path: string) => fetch(`${origin}${path}`, { redirect: "manual" });
}

describe("createStaticServer under a base path", () => {
  let site = "";
  beforeAll(async () => {
    site = await siteFolder({
      "index.html": "home",
      "about.html": "about",
      "404.html": "not found",
      "assets/app-1a.js": "app",
      _headers: "/fungi-atlas/about\n  Content-Security-Policy: frame-ancestors 'none'\n",
    });
  });
  const get = serveDuringTests(() => site, "/fungi-atlas");

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

describe("createStaticServer while the site is rebuilt", () => {
  // Where `npm run build` moves each build, as it does into dist/.
  let deployed = "";
  beforeAll(async () => {
    deployed = await temporaryFolder("static-server-deployed");
    await replaceDeployedSite(
      await siteFolder({
        "index.html": "home",
        "404.html": "not found",
        "assets/app-1a.js": "first build",
        _headers: "/\n  Content-Security-Policy: script-src 'sha256-first'\n",
      }),
      deployed,
    );
  });
  const get = serveDuringTests(() => deployed);

  it("serves the new build's files and policies from the first request after it", async () => {
    expect(await (await get("/")).text()).toBe("home");
    await replaceDeployedSite(
      await siteFolder({
        "index.html": "home, built again with more text",
        "404.html": "not found",
        "assets/app-2b.js": "second build",
        _headers: "/\n  Content-Security-Policy: script-src 'sha256-second'\n",
      }),
      deployed,
    );
    const home = await get("/");
    expect(await home.text()).toBe("home, built again with more text");
    expect(home.headers.get("Content-Security-Policy")).toBe("script-src 'sha256-second'");
    expect(await (await get("/assets/app-2b.js")).text()).toBe("second build");
    // The last build's asset is gone, as it is from a host after a deploy.
    expect((await get("/assets/app-1a.js")).status).toBe(404);
  });

  it("answers, and does not crash, while the folder is missing", async () => {
    await rm(deployed, { recursive: true });
    const missing = await get("/");
    expect(missing.status).toBe(503);
    expect(await missing.text()).toMatch(/run npm run build/);
    await replaceDeployedSite(await siteFolder({ "index.html": "home again" }), deployed);
    expect(await (await get("/")).text()).toBe("home again");
  });
});
