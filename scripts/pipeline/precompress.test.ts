// @vitest-environment node
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { folderWith, temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { startFileWorkers } from "./file-workers.ts";
import { precompress } from "./precompress.ts";

test("every file a visitor is sent gets its .br and .gz, and the hosts' own files none", async () => {
  const page = "<!DOCTYPE html><title>Fly Agaric</title>".repeat(20);
  const site = await folderWith({
    "types/fly-agaric.html": page,
    "assets/app-1a2b.js": "console.log('app');",
    "og/types/fly-agaric.png": "not text",
    "vercel.json": '{"headers":[]}',
    _headers: "/*\n  X-Frame-Options: DENY\n",
  });
  const workers = startFileWorkers(await temporaryFolder("precompress-cache"));
  try {
    await precompress(site, workers);
  } finally {
    await workers.stop();
  }
  const files = (await readdir(site, { recursive: true })).map((file) =>
    file.replaceAll("\\", "/"),
  );
  for (const file of ["types/fly-agaric.html", "assets/app-1a2b.js"]) {
    expect(files).toContain(`${file}.br`);
    expect(files).toContain(`${file}.gz`);
  }
  expect(files.filter((file) => /^(vercel\.json|_headers|og\/.*)\.(br|gz)$/.test(file))).toEqual(
    [],
  );
  const html = join(site, "types/fly-agaric.html");
  expect(brotliDecompressSync(await readFile(`${html}.br`)).toString()).toBe(page);
  expect(gunzipSync(await readFile(`${html}.gz`)).toString()).toBe(page);
}, 60_000);

test("the site's top-level pages are compressed as hard as the shared files, articles faster", async () => {
  // Words in an order that repeats little, as a page's text does.
  const words = ["cap", "gills", "stem", "ring", "volva", "spore", "print", "white", "brown"];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const text = Array.from({ length: 6000 }, () => words[next() % words.length]).join(" ");
  const page = `<!DOCTYPE html><title>Fungi</title><p>${text}</p>`;
  const site = await folderWith({
    "index.html": page,
    "identify.html": page,
    "types/death-cap.html": page,
    "types/page/2.html": page,
  });
  const workers = startFileWorkers(await temporaryFolder("precompress-cache"));
  try {
    await precompress(site, workers);
  } finally {
    await workers.stop();
  }
  const size = async (file: string) => (await readFile(join(site, file))).length;
  expect(await size("identify.html.br")).toBe(await size("index.html.br"));
  for (const perPage of ["types/death-cap.html.br", "types/page/2.html.br"]) {
    expect(await size("identify.html.br")).toBeLessThan(await size(perPage));
  }
}, 60_000);
