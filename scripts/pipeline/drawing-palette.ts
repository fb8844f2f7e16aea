import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import type { Plugin } from "vite";
import { cssColorTokens } from "#app/lib/css-tokens.ts";
import { withPalette } from "#app/lib/drawing-palette.ts";

const drawing = /[\\/]app[\\/]assets[\\/]illustrations[\\/][\w-]+\.svg\?no-inline$/;

/** Loads each drawing with its palette written in: a file of its own, as `?no-inline` asks. */
export function drawingPalettePlugin(): Plugin {
  return {
    name: "fungi-atlas:drawing-palette",
    enforce: "pre",
    async load(id) {
      if (!drawing.test(id)) return undefined;
      const file = id.replace(/\?no-inline$/, "");
      this.addWatchFile(file);
      this.addWatchFile("app/app.css");
      const svg = withPalette(
        await readFile(file, "utf8"),
        cssColorTokens("light"),
        cssColorTokens("dark"),
      );
      if (this.environment.mode === "dev") {
        return `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)};`;
      }
      const reference = this.emitFile({ type: "asset", name: basename(file), source: svg });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
