// @vitest-environment node
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { loadFont, writeBrandImages } from "./brand-images.ts";
import { startFileWorkers } from "./file-workers.ts";
import { faviconSvg } from "./site-files.ts";

const articles = [
  { title: "Fly Agaric", shareImagePath: "/og/types/fly-agaric.png" },
  { title: "Chanterelle", shareImagePath: "/og/types/chanterelle.png" },
  { title: "Mushrooms in Art", shareImagePath: "/og/culture/mushrooms-in-art.png" },
];

/** One build's brand images into a new site folder, with the cache of the builds before it. */
async function build(cache: string, titles = articles) {
  const site = await temporaryFolder("brand-images-site");
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
  const cache = join(await temporaryFolder("brand-images-cache"), "cache");
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

test("the cards draw every letter of Polish and other Latin languages, never a missing-glyph box", async () => {
  const font = await loadFont(400);
  const outline = (text: string) => JSON.stringify(font.getPath(text, 0, 0, 50).commands);
  const missing = outline("\uFFFF");
  for (const letter of ["ę", "ł", "ż", "ř", "ő"]) expect(outline(letter), letter).not.toBe(missing);
  // A text in the Latin subset alone is drawn in one piece, kerning included, as before.
  expect(outline("Fly Agaric")).not.toContain(missing.slice(1, -1));
});
