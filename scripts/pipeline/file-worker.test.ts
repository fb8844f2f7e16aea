// @vitest-environment node
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import sharp from "sharp";
import { expect, test } from "vitest";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { compress, renderPng, resizeImage } from "./file-worker.ts";

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
