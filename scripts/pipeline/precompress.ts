import { readdir } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
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

/**
 * The files there is one of per article or listing page, or that grow with them (the sitemap, the
 * feed), compressed fast as their number grows with the content (ADR 019); the pages at the
 * site's top level (home, the sections, /identify, the 404 page: the route table's, as many
 * whatever the content) as the shared files are, for the first response to come within one round
 * trip where it can (docs/decisions/038-fixed-pages-compressed-as-shared-files.md).
 */
const effortOf = (directory: string, file: string): CompressionEffort => {
  const extension = extname(file);
  const articleOrListing = extension === ".html" && dirname(file) !== directory;
  return extension === ".xml" || articleOrListing ? "per-page" : "shared";
};

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
