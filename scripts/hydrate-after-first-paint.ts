import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const hydrationScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Rewrites every pre-rendered page so that its JavaScript starts loading right after the first
 * paint instead of beside the stylesheet. The HTML is the whole page, readable and navigable
 * without JavaScript; downloading 100 KB of scripts before painting it only delayed the paint
 * (home LCP 1.8 s instead of 0.76 s on Lighthouse's slow 4G, docs/benchmarks.md). React Router's
 * own module preloads and hydration script are kept, only inserted one frame later.
 */
export async function hydrateAfterFirstPaint(directory: string): Promise<void> {
  const files = (await readdir(directory, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  );
  await Promise.all(
    files.map(async (file) => {
      const path = join(directory, file);
      const html = await readFile(path, "utf8");
      const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
      const script = hydrationScript.exec(html)?.[1];
      if (script === undefined || preloads.length === 0) {
        throw new Error(
          `${path}: React Router's hydration script or module preloads were not found; ` +
            "update scripts/hydrate-after-first-paint.ts to its current markup.",
        );
      }
      const deferred = html
        .replaceAll(modulePreload, "")
        .replace(hydrationScript, () => `<script>${loader(preloads, script)}</script>`);
      await writeFile(path, deferred);
    }),
  );
}

function loader(preloads: (string | undefined)[], script: string): string {
  const asScriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  // A hidden tab paints nothing: start at once there.
  return `(() => {
  const start = () => {
    for (const href of ${asScriptLiteral(preloads)}) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    }
    document.body.append(Object.assign(document.createElement("script"), { type: "module", textContent: ${asScriptLiteral(script)} }));
  };
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start));
  else start();
})();`;
}
