import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

/**
 * Where the build keeps what it made last time, between builds: under node_modules/.cache, the
 * folder Netlify, Cloudflare Pages and Vercel restore before each build (docs/deploy.md). One
 * folder per project folder, so the e2e variants, built side by side, never prune each other's.
 */
export function buildCacheDirectory(project = process.cwd()): string {
  const folder = createHash("sha256").update(resolve(project)).digest("hex").slice(0, 12);
  return join("node_modules/.cache/fungi-atlas", folder);
}

/** The name a result is kept under: a hash of everything it was made from. */
export function cacheKey(...inputs: readonly (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(input).update("\0");
  return hash.digest("hex");
}

/** A result made by `make`, or the one kept under `name` when the cache has it. */
export interface Cached {
  bytes: Uint8Array;
  fromCache: boolean;
}

export async function cached(
  directory: string,
  name: string,
  make: () => Promise<Uint8Array> | Uint8Array,
): Promise<Cached> {
  const file = join(directory, name);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return { bytes: kept, fromCache: true };
  const bytes = await make();
  await keepFile(file, bytes);
  return { bytes, fromCache: false };
}

/**
 * Writes a cache entry under a unique temporary name, then its own: a build stopped mid-write
 * leaves no broken entry, and two writers of the same entry at once do not collide.
 */
export async function keepFile(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/**
 * Writes to `destination` the result kept under `name`, or else the one `make` makes, and keeps it.
 * A kept result is copied file to file, never read into memory. Returns whether it was kept.
 */
export async function cachedInto(
  directory: string,
  name: string,
  destination: string,
  make: () => Promise<Uint8Array> | Uint8Array,
): Promise<boolean> {
  try {
    await copyFile(join(directory, name), destination);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const { bytes } = await cached(directory, name, make);
  await writeFile(destination, bytes);
  return false;
}

/** Removes what this build did not use, so the cache holds one site's worth, not every build's. */
export async function pruneCache(directory: string, used: ReadonlySet<string>): Promise<void> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  // Folders are other caches' (the content's renderings), pruned by their own users.
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !used.has(entry.name))
      .map((entry) => rm(join(directory, entry.name), { force: true })),
  );
}
