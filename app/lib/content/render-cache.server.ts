import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { buildCacheDirectory, cacheKey, keepFile } from "#app/lib/build-cache.server.ts";
import { describeImage } from "./images.server.ts";
import { type RenderedMarkdown, type RenderOptions, renderMarkdown } from "./render.server.ts";

/** Changed whenever the rendering changes, so no build takes an older rendering for a new one. */
const rendererVersion = "1";

/**
 * Markdown rendered as `renderMarkdown` does, kept between builds (and between the build's two
 * reads of the content, and the dev server's requests) under a hash of the file's text and the
 * options. A kept rendering is used while the pages it links to still exist and its images are
 * unchanged; a body with problems is rendered anew each time, so they are always reported.
 */
export class RenderCache {
  readonly #directory: string;
  readonly #used = new Set<string>();
  /** The renderings read or made, where one process reads the content again and again. */
  readonly #inMemory: Map<string, RenderedMarkdown> | undefined;

  constructor(
    directory = join(buildCacheDirectory(), "content"),
    { inMemory = false }: { inMemory?: boolean } = {},
  ) {
    this.#directory = directory;
    this.#inMemory = inMemory ? new Map() : undefined;
  }

  async render(markdown: string, options: RenderOptions): Promise<RenderedMarkdown> {
    const name = `${cacheKey(rendererVersion, options.file, options.siteUrl, String(options.eagerFirstImage), ...(options.markdownSteps ?? []).map((step) => step.name), JSON.stringify(options.frontmatter ?? {}), markdown)}.json`;
    this.#used.add(name);
    const file = join(this.#directory, name);
    const kept =
      this.#inMemory?.get(name) ??
      (await readFile(file, "utf8")
        .then((text) => JSON.parse(text) as RenderedMarkdown)
        .catch(() => undefined));
    if (kept && (await isStillRight(kept, options))) {
      this.#inMemory?.set(name, kept);
      return kept;
    }
    const rendered = await renderMarkdown(markdown, options);
    if (rendered.problems.length === 0) {
      this.#inMemory?.set(name, rendered);
      await keepFile(file, JSON.stringify(rendered));
    }
    return rendered;
  }

  /**
   * Removes the renderings of text no longer in the content; not the ones being written, which
   * another read of the content (the dev server reads it twice as it starts) may be writing.
   */
  async pruneUnused(): Promise<void> {
    const names = await readdir(this.#directory).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => !this.#used.has(name) && !name.endsWith(".partial"))
        .map((name) => rm(join(this.#directory, name), { force: true })),
    );
  }
}

async function isStillRight(kept: RenderedMarkdown, options: RenderOptions): Promise<boolean> {
  if (!kept.linkedPaths.every((path) => options.sitePaths.has(path))) return false;
  for (const image of kept.images) {
    const now = await describeImage(image.source).catch(() => undefined);
    if (now?.name !== image.name) return false;
  }
  return true;
}
