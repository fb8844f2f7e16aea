import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Marks the hydration scripts React Router preloads in every page as low priority: the page is
 * complete and usable as HTML and CSS, so the stylesheet should get the bandwidth first and
 * JavaScript the rest. Browsers otherwise fetch module preloads at high priority, beside the CSS,
 * which delayed the first paint on slow connections by about a second (docs/benchmarks.md).
 */
export async function lowerScriptPriority(directory: string): Promise<void> {
  const files = await readdir(directory, { recursive: true });
  await Promise.all(
    files
      .filter((file) => file.endsWith(".html"))
      .map(async (file) => {
        const path = join(directory, file);
        const html = await readFile(path, "utf8");
        await writeFile(
          path,
          html.replaceAll(
            '<link rel="modulepreload"',
            '<link rel="modulepreload" fetchpriority="low"',
          ),
        );
      }),
  );
}
