import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { AtlasPlan } from "./atlas-plan.ts";
import {
  type AtlasFile,
  type AtlasFiles,
  type AtlasSummary,
  atlasFilesPath,
  atlasSummaryPath,
} from "./offline-names.ts";
import { isCompressible } from "./stored-response.ts";

const compress = promisify(gzip);

/** Files read at once: enough to keep zlib's threads busy, few enough for a large site's memory. */
const filesInFlight = 16;

const shortHash = (data: string | Uint8Array) =>
  createHash("sha256").update(data).digest("base64url").slice(0, 12);

/**
 * Reads each planned file: its content hash, and its size as the browser keeps it (text gzip-
 * compressed at zlib's default level, as `CompressionStream` does; the rest as it is). The build's
 * identity is a hash of every path and content hash: a build that changes nothing in the atlas
 * keeps it.
 */
export async function describeAtlas(plan: AtlasPlan): Promise<AtlasFiles> {
  const files: AtlasFile[] = [];
  for (let start = 0; start < plan.files.length; start += filesInFlight) {
    const batch = plan.files.slice(start, start + filesInFlight);
    files.push(
      ...(await Promise.all(
        batch.map(async ({ path, file }): Promise<AtlasFile> => {
          const content = await readFile(file);
          const kept = isCompressible(path) ? (await compress(content)).length : content.length;
          return [path, shortHash(content), kept];
        }),
      )),
    );
  }
  const identity = [
    ...files.map(([path, hash]) => `${path} ${hash}`),
    JSON.stringify([plan.aliases, plan.pages]),
  ];
  return {
    build: shortHash(identity.join("\n")),
    bytes: files.reduce((sum, [, , bytes]) => sum + bytes, 0),
    files,
    aliases: plan.aliases,
    pages: plan.pages,
    species: plan.species,
  };
}

/**
 * Writes the atlas's files into the site: its summary, which the button reads for the size it
 * states, and the list the pages save from.
 */
export async function writeAtlasFiles(site: string, atlas: AtlasFiles): Promise<void> {
  const summary: AtlasSummary = { build: atlas.build, bytes: atlas.bytes };
  await mkdir(dirname(join(site, atlasFilesPath)), { recursive: true });
  await Promise.all([
    writeFile(join(site, atlasSummaryPath), `${JSON.stringify(summary)}\n`),
    writeFile(join(site, atlasFilesPath), `${JSON.stringify(atlas)}\n`),
  ]);
}
