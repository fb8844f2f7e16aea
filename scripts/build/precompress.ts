import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { brotliCompress, constants } from "node:zlib";

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  // What client-side navigation fetches: the next page's loader data (an article's whole text).
  ".data",
]);
const toBrotli = promisify(brotliCompress);

/**
 * Writes a .br and a .gz beside every text file of the built site, at the highest levels (the
 * work is done once, at build time), for servers that send pre-compressed files as they are.
 * The .gz comes from Zopfli: ordinary gzip that every client reads, smaller than zlib's best
 * (docs/benchmarks.md).
 */
export async function precompress(directory: string): Promise<void> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all([
    gzipWithZopfli(files),
    ...files.map(async (file) => {
      const content = await readFile(file);
      const brotli = await toBrotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
      await writeFile(`${file}.br`, brotli);
    }),
  ]);
}

/** In a worker thread: the WebAssembly Zopfli installs process-wide error handlers of its own. */
function gzipWithZopfli(files: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./zopfli-worker.ts", import.meta.url), {
      workerData: files,
    });
    worker.on("error", reject);
    worker.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`Zopfli stopped with exit code ${code}`)),
    );
  });
}
