import { readdir } from "node:fs/promises";
import { extname, join } from "node:path";
import type { CompressionEffort } from "./file-worker.ts";
import { buildCacheDirectory } from "#app/lib/build-cache.server.ts";
import { headerFiles } from "./header-files/write-header-files.ts";
import {
  type FileWorkers,
  forEachAtMost,
  startFileWorkers,
  tasksInFlight,
} from "./file-workers.ts";

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
]);

const hostFiles = new Set<string>(headerFiles);

/** The files there is one of per page (or that grow with the pages): many, each fetched once. */
const perPage = new Set([".html", ".xml"]);

/**
 * The home page is the one page compressed as the shared files are: the first most visits load,
 * whose first response has to come within one round trip (docs/benchmarks.md).
 */
const effortOf = (directory: string, file: string): CompressionEffort =>
  perPage.has(extname(file)) && file !== join(directory, "index.html") ? "per-page" : "shared";

/**
 * Writes a .br and a .gz beside every text file of the built site (the work is done once, at
 * build time), for servers that send pre-compressed files as they are. The shared files get the
 * slowest, smallest methods, which pay on files every page loads; the pages get fast ones, as the
 * cost grows with their number (docs/decisions/016-build-at-scale.md, 019-page-brotli-quality-8.md).
 */
export async function precompress(directory: string, workers: FileWorkers): Promise<void> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
    // vercel.json grows with the pages (a rule each) and is read by the host, never sent.
    .filter((entry) => entry.parentPath !== directory || !hostFiles.has(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  // The shared files' few long tasks first, so they do not leave one thread working alone at the end.
  const slowFirst = files.toSorted(
    (a, b) =>
      Number(effortOf(directory, a) === "per-page") - Number(effortOf(directory, b) === "per-page"),
  );
  await forEachAtMost(slowFirst, tasksInFlight, (file) =>
    workers.compress({ file, effort: effortOf(directory, file) }),
  );
}

/** Compresses a folder outside the build (the bench's sites), with the build's cache, on every core. */
export async function precompressFolder(directory: string): Promise<void> {
  const workers = startFileWorkers(buildCacheDirectory());
  try {
    await precompress(directory, workers);
  } finally {
    await workers.stop();
  }
}
