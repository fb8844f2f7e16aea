// @vitest-environment node
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { renderPng, resizeImage } from "./file-worker.ts";

test("a content image is made at the width asked, in AVIF, and taken from the cache the next time", async () => {
  const folder = await mkdtemp(join(tmpdir(), "file-worker-"));
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
  const cacheDirectory = await mkdtemp(join(tmpdir(), "file-worker-cache-"));
  const { png } = await renderPng({ svg, width: 120, cacheDirectory });
  expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 120, height: 60 });
});
