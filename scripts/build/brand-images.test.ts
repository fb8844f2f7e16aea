// @vitest-environment node
import { mkdir, mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { writeBrandImages } from "./brand-images.ts";
import { startFileWorkers } from "./file-workers.ts";
import { faviconSvg } from "./site-files.ts";

const articles = [
  { title: "Fly Agaric", shareImagePath: "/og/types/fly-agaric.png" },
  { title: "Chanterelle", shareImagePath: "/og/types/chanterelle.png" },
  { title: "Mushrooms in Art", shareImagePath: "/og/culture/mushrooms-in-art.png" },
];

/** One build's brand images into a new site folder, with the cache of the builds before it. */
async function build(cache: string, titles = articles) {
  const site = await mkdtemp(join(tmpdir(), "brand-images-site-"));
  await writeFile(join(site, "favicon.svg"), faviconSvg().content);
  const workers = startFileWorkers(cache);
  try {
    const report = await writeBrandImages(site, siteConfig, titles, workers);
    await workers.pruneUnused();
    return { site, report };
  } finally {
    await workers.stop();
  }
}

test("a second build reuses the share cards: none is drawn again when nothing changed", async () => {
  const cache = join(await mkdtemp(join(tmpdir(), "brand-images-cache-")), "cache");
  await mkdir(cache);
  const first = await build(cache);
  expect(first.report).toEqual({ shareCardsDrawn: 3, shareCardsReused: 0 });
  const entries = (await readdir(cache)).length;

  const second = await build(cache);
  expect(second.report).toEqual({ shareCardsDrawn: 0, shareCardsReused: 3 });
  for (const { shareImagePath } of articles) {
    expect(await readFile(join(second.site, shareImagePath))).toEqual(
      await readFile(join(first.site, shareImagePath)),
    );
  }

  // A new title is drawn anew; the card of the old one leaves the cache.
  const renamed = [{ ...articles[0]!, title: "The Fly Agaric" }, ...articles.slice(1)];
  const third = await build(cache, renamed);
  expect(third.report).toEqual({ shareCardsDrawn: 1, shareCardsReused: 2 });
  expect((await readdir(cache)).length).toBe(entries);
}, 60_000);
