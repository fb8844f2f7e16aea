import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import {
  prerenderedPage,
  prerenderedSite,
  readPrerenderedFile,
} from "#tests/fixtures/prerendered-pages.ts";
import { adFrameFile } from "#app/features/ads/ad-frame-plugin.ts";
import { startFileWorkers } from "./file-workers.ts";
import { finishDocuments } from "./html-pipeline.ts";
import { serializePolicy } from "./policy/content-security-policy.ts";

const home = await prerenderedPage("index.html");
const about = await prerenderedPage("about/index.html");
const adFrame = await readPrerenderedFile(adFrameFile);

describe("finishDocuments", () => {
  it("finishes every HTML file of the site in place and returns each one's policy", async () => {
    const site = await temporaryFolder("site");
    // The files the pages write into themselves: their first view's drawings and the tab icon.
    await cp(join(prerenderedSite, "assets"), join(site, "assets"), { recursive: true });
    await cp(join(prerenderedSite, "favicon.svg"), join(site, "favicon.svg"));
    await Promise.all([
      writeFile(join(site, "index.html"), home),
      writeFile(join(site, "about.html"), about),
      writeFile(join(site, adFrameFile), adFrame),
      writeFile(join(site, "robots.txt"), "User-agent: *\n"),
    ]);
    const workers = startFileWorkers(await temporaryFolder("cache"));
    const documents = await finishDocuments(site, siteConfig, workers).finally(() =>
      workers.stop(),
    );

    expect(documents.map(({ file }) => file).toSorted()).toEqual([
      "about.html",
      adFrameFile,
      "index.html",
    ]);
    for (const { file, policy } of documents) {
      const html = await readFile(join(site, file), "utf8");
      expect(html).toContain(serializePolicy(policy, { forMeta: true }));
    }
    expect(await readFile(join(site, "index.html"), "utf8")).toContain(
      '<img src="data:image/svg+xml,',
    );
    expect(await readFile(join(site, "robots.txt"), "utf8")).toBe("User-agent: *\n");
  });
});
