import { readdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative, sep } from "node:path";
import { readFileSync } from "node:fs";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { basePath } from "#app/lib/site-url.ts";
import { adFrameFile } from "./ad-frame-plugin.ts";
import { finishDocument, type SiteFiles } from "./document/finish-document.ts";
import type { DocumentPolicy } from "./header-files/header-rules.ts";

/**
 * The one pass over the built site: reads every HTML file in `siteDirectory`, finishes it
 * (`finishDocument`) and writes it back, a few at a time, so that a large site's pages are never
 * all in memory at once. Returns each document's policy, for the header files.
 */
export async function finishDocuments(
  siteDirectory: string,
  config: SiteConfig,
): Promise<DocumentPolicy[]> {
  const base = basePath(config.url);
  const site: SiteFiles = {
    readText: (path) => readFileSync(join(siteDirectory, path.slice(base.length)), "utf8"),
  };
  const entries = await readdir(siteDirectory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(siteDirectory, join(entry.parentPath, entry.name)))
    .map((file) => file.split(sep).join("/"));
  const finishOne = async (file: string): Promise<DocumentPolicy> => {
    const path = join(siteDirectory, file);
    const kind = file === adFrameFile ? "ad-frame" : "page";
    const { html, policy } = finishDocument(
      { file, kind, html: await readFile(path, "utf8") },
      config,
      site,
    );
    await writeFile(path, html);
    return { file, policy };
  };
  const policies: DocumentPolicy[] = [];
  const queue = files.values();
  const worker = async () => {
    for (const file of queue) policies.push(await finishOne(file));
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return policies;
}
