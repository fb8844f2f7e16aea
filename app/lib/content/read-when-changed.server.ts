import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

let kept: { fingerprint: string; read: Promise<unknown> } | undefined;

/**
 * For `npm run dev`: what `read` gives, read again only when a file under `directory` was added,
 * removed or changed since the last call. Each request reads the content, and reading all of it
 * anew took most of a second at 1,000 articles; listing and stat-ing the files takes a few
 * milliseconds.
 */
export async function readWhenChanged<T>(
  read: () => Promise<T>,
  directory = "content",
): Promise<T> {
  const fingerprint = await contentFingerprint(directory);
  if (kept?.fingerprint !== fingerprint) kept = { fingerprint, read: read() };
  return kept.read as Promise<T>;
}

/** Every file's path, size and time of last change: the same when nothing changed. */
async function contentFingerprint(directory: string): Promise<string> {
  const names = await readdir(directory, { recursive: true }).catch(() => [] as string[]);
  const files = await Promise.all(
    names.toSorted().map((name) =>
      stat(join(directory, name)).then(
        ({ size, mtimeMs }) => `${name} ${size} ${mtimeMs}`,
        () => `${name} gone`,
      ),
    ),
  );
  return files.join("\n");
}
