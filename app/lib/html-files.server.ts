import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/**
 * Every HTML document of a built site: its path from `folder` with "/" between folders
 * ("types/death-cap.html") on every system, as the site's URLs and the build's lists name it.
 */
export async function htmlFilesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"));
}
