/**
 * `npm run font`: cuts the pages' files of the brand face (app/fonts/) from the npm package the
 * share cards draw with, keeping only the letters of app/lib/display-font.ts. Run it after a change
 * there or an update of the package; scripts/pipeline/brand-face.test.ts fails until it has run.
 */
import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";
import { displayFont, displayFontSubsets, subsetFileName } from "#app/lib/display-font.ts";
import { brandFaceFile } from "#scripts/pipeline/brand-images.ts";

/** One subset's woff2, as the pages load it. */
export async function cutSubset(subset: (typeof displayFontSubsets)[number]): Promise<Buffer> {
  const source = brandFaceFile(
    `${displayFont.family.toLowerCase()}-${subset.source}-${displayFont.pageWeight}-normal.woff2`,
  );
  return subsetFont(await readFile(source), subset.text, { targetFormat: "woff2" });
}

/** Where the pages' files are kept, beside the stylesheet that names them. */
export const fontsFolder = new URL("../../app/fonts/", import.meta.url);

if (import.meta.main) {
  for (const subset of displayFontSubsets) {
    const file = new URL(subsetFileName(subset), fontsFolder);
    const bytes = await cutSubset(subset);
    await writeFile(file, bytes);
    console.log(`${file.pathname}: ${bytes.length} bytes`);
  }
}
