import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cacheKey, keepFile } from "#app/lib/build-cache.server.ts";
import type { Policy } from "./policy/content-security-policy.ts";

/** A finished page as kept between builds, with the site's files it put into the page. */
export interface KeptPage {
  html: string;
  policy: Policy;
  /** Each site file the finishing read (a URL path, as the page names it) -> its text's hash. */
  reads: Record<string, string>;
}

const projectRoot = resolve(fileURLToPath(new URL("../../", import.meta.url)));
const importPattern = /(?:from|import)\s*\(?\s*"([^"]+)"/g;

/**
 * A hash of the code that finishes a page: every project file `finish-document.ts` imports, as far
 * as its imports go, and the lockfile for the packages. A kept page made by other code is not used.
 */
export function finishingCodeHash(
  entry = join(projectRoot, "scripts/pipeline/document/finish-document.ts"),
) {
  const hash = createHash("sha256").update(readFileSync(join(projectRoot, "package-lock.json")));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    hash.update(file.slice(projectRoot.length)).update("\0").update(source).update("\0");
    for (const [, specifier = ""] of source.matchAll(importPattern)) {
      const local = localFile(specifier, dirname(file));
      if (local) visit(local);
    }
  };
  visit(entry);
  return hash.digest("hex");
}

function localFile(specifier: string, from: string): string | undefined {
  specifier = specifier.replace(/\?.*$/, "");
  if (specifier.startsWith(".")) return resolve(from, specifier);
  const alias = /^#(app|scripts|tests)\/(.*)$/.exec(specifier);
  return alias ? join(projectRoot, alias[1] ?? "", alias[2] ?? "") : undefined;
}

/** The page kept under `name`, if every site file it read is as it was. */
export async function keptPage(
  directory: string,
  name: string,
  readText: (path: string) => string,
): Promise<KeptPage | undefined> {
  const kept = await readFile(join(directory, name), "utf8")
    .then((text) => JSON.parse(text) as KeptPage)
    .catch(() => undefined);
  if (!kept) return undefined;
  const unchanged = Object.entries(kept.reads).every(([path, hash]) => {
    try {
      return cacheKey(readText(path)) === hash;
    } catch {
      return false;
    }
  });
  return unchanged ? kept : undefined;
}

export const keepPage = (directory: string, name: string, page: KeptPage): Promise<void> =>
  keepFile(join(directory, name), JSON.stringify(page));
