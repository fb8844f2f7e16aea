import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { Resvg } from "@resvg/resvg-js";
import type sharp from "sharp";
import type { SiteConfig } from "#app/config/site-config.ts";
import { basePath } from "#app/lib/site-url.ts";
import { cached, cachedInto, cacheKey } from "#app/lib/build-cache.server.ts";
import { firstRoundTripBytes } from "./first-round-trip.ts";
import { finishingCodeHash, keepPage, keptPage } from "./page-cache.ts";
import type { Policy } from "./policy/content-security-policy.ts";
import type { FeatureSources } from "./policy/feature-sources.ts";

// The per-file work of the build, run on every core by file-workers.ts. Each result is kept in the
// build's cache under a hash of its input, so a rebuild redoes only what changed.

// The two heavy libraries, sharp's and the pages' HTML toolchain, load with the first task that
// needs them rather than with the worker: a worker that only compresses, or finds its pages kept,
// would spend half a CPU-second loading them.
let sharpLoading: Promise<typeof sharp> | undefined;
const loadSharp = () =>
  (sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    // One image at a time in each of the pool's processes, which already use every core: libvips's
    // own threads and its cache of decoded images would each hold memory that grows with the images.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));
const loadFinishDocument = async () =>
  (await import("./document/finish-document.ts")).finishDocument;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);
const zopfliIterations = 5;

/**
 * Zopfli splits a file into blocks only from this size: its block splitting takes tens of
 * milliseconds a call however small the file, for a few bytes below it, and the species' drawings
 * and the small chunks made most of a 1,000-article build's compression with it
 * (docs/benchmarks.md, "Figures behind choices in the code").
 */
const zopfliBlockSplittingFrom = 8 * 1024;

/**
 * How hard a file is compressed. The shared files (scripts, styles, drawings), few and fetched by
 * every page, get the smallest output at any cost: Zopfli's gzip and brotli's quality 11. The
 * files there is one of per page get zlib's best gzip and brotli's quality 8, 5 % larger for a
 * tenth of the time (docs/decisions/019-page-brotli-quality-8.md), but for a page that only the
 * highest quality brings into the first round trip (below).
 */
export type CompressionEffort = "shared" | "per-page";

const methods = {
  shared: { gzip: "zopfli", brotliQuality: constants.BROTLI_MAX_QUALITY },
  "per-page": { gzip: "zlib", brotliQuality: 8 },
} as const;

/** What a task did: the cache entries it used (kept by the prune), and whether all came from it. */
export interface TaskResult {
  cacheNames: string[];
  fromCache: boolean;
}

export interface CompressTask {
  file: string;
  effort: CompressionEffort;
  cacheDirectory: string;
}

/**
 * A page's body at the per-page quality that leaves its headers (about 0.8 KB on a page below the
 * top level) no room in the first round trip, but would fit at the highest quality, about 8 to
 * 10 % smaller, is sent at that quality: it then comes in one round trip. Pages further over stay
 * as they are, so the cost stays with the few it helps, whatever the number of pages
 * (docs/decisions/040-page-bytes-cut-to-the-first-round-trip.md).
 */
export const roomForAPageBody = firstRoundTripBytes - 800;
const fitsAtTheHighestQuality = (bytes: number) =>
  bytes > roomForAPageBody && bytes * 0.9 <= roomForAPageBody;

/** Writes file.gz and file.br beside the file. */
export async function compress({ file, effort, cacheDirectory }: CompressTask) {
  const content = await readFile(file);
  const { gzip: method, brotliQuality } = methods[effort];
  const blockSplitting = content.length >= zopfliBlockSplittingFrom;
  const gzipName = `${cacheKey("gzip", method, String(zopfliIterations), String(blockSplitting), content)}.gz`;
  const brotliAt = async (quality: number) => {
    const name = `${cacheKey("brotli", String(quality), content)}.br`;
    const made = await cached(cacheDirectory, name, () =>
      toBrotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    return { name, ...made };
  };
  const [gzipKept, brotli] = await Promise.all([
    cachedInto(cacheDirectory, gzipName, `${file}.gz`, () =>
      method === "zopfli"
        ? gzipAsync(content, { numiterations: zopfliIterations, blocksplitting: blockSplitting })
        : toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
    ),
    brotliAt(brotliQuality),
  ]);
  const harder =
    effort === "per-page" &&
    extname(file) === ".html" &&
    fitsAtTheHighestQuality(brotli.bytes.length);
  const smaller = harder ? await brotliAt(constants.BROTLI_MAX_QUALITY) : undefined;
  await writeFile(`${file}.br`, (smaller ?? brotli).bytes);
  return {
    cacheNames: [gzipName, brotli.name, ...(smaller ? [smaller.name] : [])],
    fromCache: gzipKept && brotli.fromCache && (smaller?.fromCache ?? true),
  } satisfies TaskResult;
}

export interface RenderTask {
  svg: string;
  /** The PNG's width in px; its height follows the drawing's proportions. */
  width: number;
  /** The name it is kept under; by default a hash of the SVG and the width. */
  name?: string;
  cacheDirectory: string;
}

/** The PNG of an SVG drawing, drawn by resvg. */
export async function renderPng({
  svg,
  width,
  name = `${cacheKey("png", String(width), svg)}.png`,
  cacheDirectory,
}: RenderTask) {
  const png = await cached(cacheDirectory, name, () =>
    new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng(),
  );
  return { png: png.bytes, cacheNames: [name], fromCache: png.fromCache } satisfies TaskResult & {
    png: Uint8Array;
  };
}

export interface ResizeTask {
  source: string;
  /** Where the result goes. */
  file: string;
  width: number;
  format: "avif" | "webp" | "png" | "jpeg";
  quality: number;
  cacheDirectory: string;
}

/**
 * How hard AVIF's encoder works (0 to 9; sharp's default is 4): 2 is several times faster for
 * files a few percent larger (docs/decisions/018-build-time-at-scale.md).
 */
const avifEffort = 2;

/** One width of a content image, in one format. */
export async function resizeImage({
  source,
  file,
  width,
  format,
  quality,
  cacheDirectory,
}: ResizeTask) {
  const original = await readFile(source);
  const options = format === "avif" ? { quality, effort: avifEffort } : { quality };
  const settings = format === "avif" ? [`effort ${avifEffort}`] : [];
  const name = `${cacheKey("image", String(width), format, String(quality), ...settings, original)}.${format}`;
  const fromCache = await cachedInto(cacheDirectory, name, file, () =>
    loadSharp().then((sharp) =>
      sharp(original).autoOrient().resize({ width }).toFormat(format, options).toBuffer(),
    ),
  );
  return { cacheNames: [name], fromCache } satisfies TaskResult;
}

export interface FinishPageTask {
  /** The built site's folder. */
  siteDirectory: string;
  /** The document's path in it, with forward slashes: "about.html". */
  file: string;
  /** The policy of a document that is not a page (the ad frame's); a page's is worked out. */
  ownPolicy?: Policy | undefined;
  config: SiteConfig;
  /** What the features add to a page's policy. */
  sources: FeatureSources;
  cacheDirectory: string;
}

/** The code that finishes the pages, hashed once per worker: part of each kept page's name. */
let finishingCode: string | undefined;

/**
 * Finishes one built document in place (`finishDocument`), and returns its policy. The finished
 * page is kept under a hash of the built one, so a rebuild re-parses only the pages that changed.
 */
export async function finishPage({
  siteDirectory,
  file,
  ownPolicy,
  config,
  sources,
  cacheDirectory,
}: FinishPageTask) {
  const base = basePath(config.url);
  const readText = (path: string) =>
    readFileSync(join(siteDirectory, path.slice(base.length)), "utf8");
  const path = join(siteDirectory, file);
  const built = await readFile(path, "utf8");
  finishingCode ??= finishingCodeHash();
  const name = `${cacheKey("page", finishingCode, file, JSON.stringify([ownPolicy, config, sources]), built)}.page.json`;
  const kept = await keptPage(cacheDirectory, name, readText);
  const reads: Record<string, string> = {};
  const site = {
    readText: (sitePath: string) => {
      const text = readText(sitePath);
      reads[sitePath] = cacheKey(text);
      return text;
    },
  };
  const { html, policy } =
    kept ?? (await loadFinishDocument())({ file, ownPolicy, html: built }, config, sources, site);
  await writeFile(path, html);
  if (!kept) await keepPage(cacheDirectory, name, { html, policy, reads });
  return { policy, cacheNames: [name], fromCache: kept !== undefined } satisfies TaskResult & {
    policy: Policy;
  };
}
