// @vitest-environment node
import { readFile, stat } from "node:fs/promises";
import { type AtRule, parse } from "postcss";
import { describe, expect, it } from "vitest";
import { builtInCatalogues } from "#app/i18n/site-messages.ts";
import {
  displayFont,
  displayFontSubsets,
  subsetFileName,
  unicodeRange,
  visitStartAttribute,
} from "#app/lib/display-font.ts";
import { cutSubset, fontsFolder } from "#scripts/tools/display-font.ts";
import { loadFont } from "./brand-images.ts";

const stylesheet = parse(await readFile("app/app.css", "utf8"));
const faceSheet = parse(await readFile("app/fonts/faces.css", "utf8"));

/** The families of `--font-display`, the headings' and the brand's, first choice first. */
function headingFamilies(): string[] {
  let value = "";
  stylesheet.walkDecls("--font-display", (declaration) => {
    value = declaration.value;
  });
  return value.split(",").map((family) => family.trim().replaceAll('"', ""));
}

const fontFaces = () => {
  const faces: AtRule[] = [];
  faceSheet.walkAtRules("font-face", (face) => {
    faces.push(face);
  });
  return faces;
};

const descriptor = (face: AtRule, name: string) => {
  let value = "";
  face.walkDecls(name, (declaration) => {
    value = declaration.value.replaceAll(/\s+/g, " ");
  });
  return value;
};

describe("one brand face for the pages' headings and the share cards", () => {
  it("draws the cards with the face the headings ask for first", async () => {
    const [first] = headingFamilies();
    expect(first).toBe(displayFont.family);
    for (const weight of [400, 700] as const) {
      expect((await loadFont(weight)).family, `the cards' ${weight}`).toBe(first);
    }
  });

  it("serves that face from the site itself, one file per subset, none swapped in late", () => {
    // Declared once, apart from the whole stylesheet: a second declaration swaps in late.
    stylesheet.walkAtRules("font-face", (face) => {
      throw new Error(`app/app.css declares a face: ${face.toString()}`);
    });
    const faces = fontFaces();
    expect(faces.map((face) => descriptor(face, "font-family"))).toEqual(
      displayFontSubsets.map(() => displayFont.family),
    );
    for (const [index, subset] of displayFontSubsets.entries()) {
      const face = faces[index];
      if (!face) throw new Error(`no @font-face for ${subset.source}`);
      expect(descriptor(face, "src")).toContain(`./${subsetFileName(subset)}`);
      expect(descriptor(face, "unicode-range")).toBe(unicodeRange(subset.text));
      // `optional` never swaps a face in after the first layout: nothing moves.
      expect(descriptor(face, "font-display")).toBe("optional");
    }
  });
  it("leaves a visit's first page the same headings' families, the face apart", () => {
    let families: string[] = [];
    faceSheet.walkRules(`:root[${visitStartAttribute}]`, (rule) => {
      rule.walkDecls("--font-display", (declaration) => {
        families = declaration.value.split(",").map((family) => family.trim().replaceAll('"', ""));
      });
    });
    expect(families).toEqual(headingFamilies().slice(1));
  });
});

describe("the pages' font files (app/fonts/)", () => {
  it("are what npm run font cuts from the cards' package now", async () => {
    for (const subset of displayFontSubsets) {
      const kept = await readFile(new URL(subsetFileName(subset), fontsFolder));
      expect(kept.equals(await cutSubset(subset)), subsetFileName(subset)).toBe(true);
    }
  });

  it("weigh at most 30 KB in all", async () => {
    const sizes = await Promise.all(
      displayFontSubsets.map(
        async (subset) => (await stat(new URL(subsetFileName(subset), fontsFolder))).size,
      ),
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(30 * 1024);
  });

  it("have every letter the site writes in its eight languages", () => {
    const kept = new Set(displayFontSubsets.flatMap((subset) => [...subset.text]));
    for (const [language, catalogue] of Object.entries(builtInCatalogues)) {
      const letters = new Set(JSON.stringify(catalogue).match(/\p{L}/gu));
      expect(
        [...letters].filter((letter) => !kept.has(letter)),
        language,
      ).toEqual([]);
    }
  });
});
