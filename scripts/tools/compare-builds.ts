import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** A file that both builds hold with different bytes, and its size raw and on the wire (gzip). */
export interface ChangedFile {
  file: string;
  bytes: { before: number; after: number };
  gzip: { before: number; after: number };
}

/** How one built site differs from another, file by file. */
export interface BuildComparison {
  /** Files only the later build holds; only the earlier one; both with different bytes. */
  added: string[];
  removed: string[];
  changed: ChangedFile[];
  /** Files with the same bytes in both. */
  same: number;
}

/**
 * Vite names each asset by its content ("app-DwZdeeuE.js"): the same module with other bytes gets
 * another name. Paired by the name without the hash, it shows as a change, not a removal and an
 * addition.
 */
const withoutContentHash = (file: string) =>
  file.startsWith("assets/") ? file.replace(/-[\w-]{8}(\.[^/]+)$/, "$1") : file;

/** The pre-compressed copies follow from their file; comparing those says all. */
const isCompressedCopy = (file: string) => file.endsWith(".br") || file.endsWith(".gz");

async function filesOf(directory: string): Promise<Map<string, string>> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((file) => !isCompressedCopy(file));
  return new Map(files.map((file) => [withoutContentHash(file), file]));
}

/** Compares the built site in `before` with the one in `after` (two `dist/` folders). */
export async function compareBuilds(before: string, after: string): Promise<BuildComparison> {
  const [earlier, later] = await Promise.all([filesOf(before), filesOf(after)]);
  const comparison: BuildComparison = { added: [], removed: [], changed: [], same: 0 };
  for (const [key, file] of earlier) if (!later.has(key)) comparison.removed.push(file);
  for (const [key, file] of later) {
    const earlierFile = earlier.get(key);
    if (earlierFile === undefined) {
      comparison.added.push(file);
      continue;
    }
    const [a, b] = await Promise.all([
      readFile(join(before, earlierFile)),
      readFile(join(after, file)),
    ]);
    if (a.equals(b)) {
      comparison.same++;
      continue;
    }
    comparison.changed.push({
      file: file === earlierFile ? file : `${earlierFile} -> ${file}`,
      bytes: { before: a.length, after: b.length },
      gzip: { before: gzipSync(a, { level: 9 }).length, after: gzipSync(b, { level: 9 }).length },
    });
  }
  comparison.changed.sort((x, y) => x.file.localeCompare(y.file));
  return comparison;
}

const signed = (difference: number) => (difference > 0 ? `+${difference}` : `${difference}`);

/** The comparison as lines for a person: every difference, and its size in bytes and gzip. */
export function describeComparison({ added, removed, changed, same }: BuildComparison): string {
  const lines = [
    ...removed.map((file) => `removed  ${file}`),
    ...added.map((file) => `added    ${file}`),
    ...changed.map(
      ({ file, bytes, gzip }) =>
        `changed  ${file}: ${bytes.before} -> ${bytes.after} bytes (${signed(bytes.after - bytes.before)}), ` +
        `gzip ${gzip.before} -> ${gzip.after} (${signed(gzip.after - gzip.before)})`,
    ),
  ];
  const summary = `${same} files the same, ${changed.length} changed, ${added.length} added, ${removed.length} removed`;
  return [...lines, summary].join("\n");
}

// `node scripts/tools/compare-builds.ts <before> <after>`: exits 1 when the builds differ, as diff does.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [before, after] = process.argv.slice(2);
  if (before === undefined || after === undefined) {
    console.error("Usage: node scripts/tools/compare-builds.ts <before-dist> <after-dist>");
    process.exit(2);
  }
  const comparison = await compareBuilds(before, after);
  console.log(describeComparison(comparison));
  const differ = comparison.added.length + comparison.removed.length + comparison.changed.length;
  process.exit(differ > 0 ? 1 : 0);
}
