import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file and folder `npm run build` reads, relative to the project: a change to any of them
 * changes the built site.
 */
export const buildInputs = [
  "app",
  // The Markdown content: sections, articles and their images.
  "content",
  "scripts/pipeline",
  "react-router.config.ts",
  "vite.config.ts",
  // vite.config.ts reads the build-time constants from it.
  "vitest.config.ts",
  // Its `imports` map resolves #app/ and #scripts/.
  "package.json",
  "package-lock.json",
] as const;

/** When the newest of the build's inputs in `project` was last changed, in ms since the epoch. */
export function newestBuildInput(project = "."): number {
  return Math.max(...buildInputs.map((input) => newestModification(join(project, input))));
}

/** Whether the site built into `project`'s dist/ is missing, or older than any of its inputs. */
export function isBuildStale(project = "."): boolean {
  const builtAt = modifiedAt(join(project, "dist", "index.html"));
  return builtAt === 0 || newestBuildInput(project) > builtAt;
}

/** When the newest file at `path` (a file, or a folder and everything in it) was last changed. */
export function newestModification(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path, { recursive: true }).map((entry) => modifiedAt(join(path, String(entry)))),
  );
}

/** When the file was last changed, in ms since the epoch; 0 if there is none. */
export function modifiedAt(path: string): number {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}
