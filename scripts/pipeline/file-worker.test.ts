// @vitest-environment node
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import sharp from "sharp";
import { gzipAsync } from "@gfx/zopfli";
import { expect, test } from "vitest";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { compress, renderPng, resizeImage, roomForAPageBody } from "./file-worker.ts";

test("a content image is made at the width asked, in AVIF, and taken from the cache the next time", async () => {
  const folder = await temporaryFolder("file-worker");
  const source = join(folder, "photo.jpg");
  await sharp({ create: { width: 320, height: 200, channels: 3, background: "#7a5c3e" } })
    .jpeg()
    .toFile(source);
  const task = {
    source,
    file: join(folder, "photo-160.avif"),
    width: 160,
    format: "avif" as const,
    quality: 55,
    cacheDirectory: join(folder, "cache"),
  };
  expect((await resizeImage(task)).fromCache).toBe(false);
  const made = await sharp(await readFile(task.file)).metadata();
  expect([made.format, made.compression, made.width, made.height]).toEqual([
    "heif",
    "av1",
    160,
    100,
  ]);
  expect((await resizeImage(task)).fromCache).toBe(true);
});

test("a drawing is rendered to a PNG of the width asked", async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="10" height="5" fill="#3f6b3a"/></svg>`;
  const cacheDirectory = await temporaryFolder("file-worker-cache");
  const { png } = await renderPng({ svg, width: 120, cacheDirectory });
  expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 120, height: 60 });
});

test("a compressed file is taken from the cache while its text is unchanged, and made anew when it changes", async () => {
  const folder = await temporaryFolder("file-worker");
  const file = join(folder, "about.html");
  const task = { file, effort: "per-page" as const, cacheDirectory: join(folder, "cache") };
  await writeFile(file, "<p>Chanterelles grow under beech.</p>".repeat(50));
  expect((await compress(task)).fromCache).toBe(false);
  const first = await readFile(`${file}.br`);
  expect((await compress(task)).fromCache).toBe(true);
  expect(await readFile(`${file}.br`)).toEqual(first);
  expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(await readFile(file, "utf8"));

  await writeFile(file, "<p>Ceps grow under oak.</p>".repeat(50));
  expect((await compress(task)).fromCache).toBe(false);
  expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(
    await readFile(file, "utf8"),
  );
});

/** Zopfli's gzip of `text` as the build asks for it, with or without splitting it into blocks. */
const zopfli = async (text: string, blocksplitting: boolean) =>
  Buffer.from(await gzipAsync(Buffer.from(text), { numiterations: 5, blocksplitting }));

test("a shared file gets Zopfli's gzip, split into blocks only from 8 KB", async () => {
  const folder = await temporaryFolder("file-worker");
  // Two halves unlike each other, which Zopfli's block splitting sends as blocks of their own.
  const drawing = `<svg>${"<path d='M1 1h8v8z'/>".repeat(20)}${page(60)}</svg>`;
  const script = `${"export const a=1;".repeat(300)}${page(1200)}`;
  expect(await zopfli(drawing, true)).not.toEqual(await zopfli(drawing, false));
  for (const [name, text, split] of [
    ["death-cap.svg", drawing, false],
    ["islands.js", script, true],
  ] as const) {
    const file = join(folder, name);
    await writeFile(file, text);
    await compress({ file, effort: "shared", cacheDirectory: join(folder, "cache") });
    expect(await readFile(`${file}.gz`), name).toEqual(await zopfli(text, split));
  }
  expect(Buffer.byteLength(drawing)).toBeLessThan(8 * 1024);
  expect(Buffer.byteLength(script)).toBeGreaterThanOrEqual(8 * 1024);
});

/** A page of words brotli cannot foresee, the same for the same length. */
function page(words: number): string {
  let seed = 1;
  const word = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed.toString(36);
  };
  return `<p>${Array.from({ length: words }, word).join(" ")}</p>`;
}

const atQuality = (html: string, quality: number) =>
  brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });

test("a page just over the first round trip at the fast quality is sent at the highest; one with room, or far over, at the fast one", async () => {
  const folder = await temporaryFolder("file-worker");
  const cacheDirectory = join(folder, "cache");
  await mkdir(join(folder, "types"), { recursive: true });
  for (const [name, words, quality] of [
    ["short.html", 500, 8],
    ["just-over.html", 3_100, constants.BROTLI_MAX_QUALITY],
    ["far-over.html", 5_000, 8],
  ] as const) {
    const file = join(folder, "types", name);
    const html = page(words);
    await writeFile(file, html);
    await compress({ file, effort: "per-page", cacheDirectory });
    expect(await readFile(`${file}.br`), name).toEqual(atQuality(html, quality));
  }
  // What the three stand for: room for headers, a page's headers' worth over, twice the window.
  expect(atQuality(page(500), 8).length).toBeLessThan(roomForAPageBody);
  expect(atQuality(page(3_100), 8).length).toBeGreaterThan(roomForAPageBody);
  expect(atQuality(page(3_100), 8).length).toBeLessThan(roomForAPageBody + 800);
  expect(atQuality(page(5_000), 8).length).toBeGreaterThan(1.2 * roomForAPageBody);
});
