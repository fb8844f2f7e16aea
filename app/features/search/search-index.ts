import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { close, createIndex } from "pagefind";
import { htmlFilesIn } from "#app/lib/html-files.server.ts";

const pagesInFlight = 16;

/** Where the index and the script that reads it go in the site: fetched only once a visitor searches. */
export const searchIndexFolder = "pagefind";

/**
 * Pagefind's ready-made interfaces and its web worker: the site has its own dialog
 * (app/features/search/), which runs the search on the page (`noWorker`).
 */
const unusedFiles = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
  "pagefind-worker.js",
];

/** The built file of a page's path: "/" -> "index.html", "/types/chanterelle" -> "types/chanterelle.html". */
export const pageFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/**
 * What only tells Pagefind what to index: its attributes (`data-pagefind-body`, `-ignore`,
 * `-filter`, `-meta`, `-weight`) and the hidden elements that carry a species' facets and picture.
 * Pagefind reads them as it indexes; a visitor's browser has no use for them, and on a species
 * page they were about 190 bytes of its brotli first response, which is near the 14,600 bytes of
 * the first round trip (ADR 040). The markup is React's, so a quote is never bare in a value.
 */
const indexOnlyMarkup = [
  /<span hidden data-pagefind-(?:filter|meta)="[^"]*"><\/span>/g,
  / data-pagefind-[a-z-]+(?:="[^"]*")?/g,
];

const withoutIndexMarkup = (html: string) =>
  indexOnlyMarkup.reduce((text, markup) => text.replaceAll(markup, ""), html);

/**
 * Indexes the finished pages at `paths` with Pagefind into `site`/pagefind/, and takes the markup
 * only Pagefind reads out of every page. Each page marks what counts (data-pagefind-body on its
 * main content, filters and meta on its species facts), so the header, footer, ads and consent
 * banner stay out. Results keep the pages' own paths, without the site's base path: the router
 * adds it, as for every link.
 */
export async function writeSearchIndex(site: string, paths: readonly string[]): Promise<void> {
  const { index, errors } = await createIndex();
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    // Several pages in flight, sent in order (Pagefind numbers the pages as they come): one at a
    // time, each page waits for a round trip to Pagefind's process, slow on a busy machine.
    const inFlight: Promise<void>[] = [];
    for (const path of paths) {
      const file = join(site, pageFile(path));
      const content = await readFile(file, "utf8");
      inFlight.push(
        index.addHTMLFile({ url: path, content }).then(async (added) => {
          if (added.errors.length > 0) {
            throw new Error(`Pagefind could not index ${path}: ${added.errors.join("; ")}`);
          }
          await shipWithoutIndexMarkup(file, content);
        }),
      );
      if (inFlight.length >= pagesInFlight) await inFlight.shift();
    }
    await Promise.all(inFlight);
    const written = await index.writeFiles({ outputPath: join(site, searchIndexFolder) });
    if (written.errors.length > 0) {
      throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`);
    }
  } finally {
    await close();
  }
  await removeUnusedFiles(join(site, searchIndexFolder));
  // The pages the search leaves out (the 404 page, /search itself) carry the shared markup too.
  const indexed = new Set(paths.map(pageFile));
  for (const file of await htmlFilesIn(site)) {
    if (indexed.has(file)) continue;
    await shipWithoutIndexMarkup(join(site, file), await readFile(join(site, file), "utf8"));
  }
}

/** Writes a page without `indexOnlyMarkup`, once Pagefind has it. */
async function shipWithoutIndexMarkup(file: string, html: string) {
  const shipped = withoutIndexMarkup(html);
  if (shipped !== html) await writeFile(file, shipped);
}

/**
 * Leaves only what the site's dialog loads: Pagefind's interfaces and worker go, and so does each
 * WebAssembly build for a language no page is in (it writes one for "unknown" too).
 */
async function removeUnusedFiles(folder: string) {
  const entry = JSON.parse(await readFile(join(folder, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { wasm?: string }>;
  };
  const used = new Set(
    Object.values(entry.languages).map(({ wasm = "unknown" }) => `wasm.${wasm}.pagefind`),
  );
  const unusedBuilds = (await readdir(folder)).filter(
    (file) => file.startsWith("wasm.") && !used.has(file),
  );
  await Promise.all(
    [...unusedFiles, ...unusedBuilds].map((file) => rm(join(folder, file), { force: true })),
  );
}
