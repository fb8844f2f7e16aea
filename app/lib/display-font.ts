/**
 * The brand's face, Fraunces, in one place: headings and the brand name in the pages
 * (`--font-display` in app/app.css, self-hosted in app/fonts/) and the share cards drawn at build
 * time (scripts/pipeline/brand-images.ts) read it from here, so the two cannot drift apart
 * (scripts/pipeline/brand-face.test.ts). docs/design.md ("Type") says why one weight and `optional`.
 */
export const displayFont = {
  /** As its files name it: the cards' files come from @fontsource/fraunces (brand-images.ts). */
  family: "Fraunces",
  /**
   * The one weight the pages ship: headings are semibold (600) or bold (700), and one file
   * declared for 600 to 700 serves both without a second download or a synthesised bold.
   */
  pageWeight: 600,
} as const;

/**
 * Set on `<html>` of a visit's first page before it renders (app/root.tsx): there the headings take
 * the fallback (app/fonts/faces.css), and the face is fetched once the page has started
 * (app/start-islands.ts), for the pages after it (ADR 039).
 */
export const visitStartAttribute = "data-visit-start";

/** What `document.fonts.load` takes to fetch the face the pages ship. */
export const displayFontShorthand = `${displayFont.pageWeight} 1em ${displayFont.family}`;

/** One file the pages load, cut from one of the package's files, for the letters it lists. */
interface DisplayFontSubset {
  /** The package's subset it is cut from: `files/fraunces-<source>-600-normal.woff2`. */
  source: "latin" | "latin-ext";
  /** The characters kept, which app/app.css repeats as the face's `unicode-range`. */
  text: string;
}

const run = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * The letters and marks of the eight built-in languages. English, German, French, Spanish,
 * Italian, Dutch and Portuguese are within ASCII and Latin-1's letters (with French "œ", the
 * quotes and dashes they print); only Polish needs Latin Extended-A, so its sixteen letters are a
 * file of their own, which a page loads only when a heading shows one of them (`unicode-range`).
 * Latin-1's other signs (fractions, "±", "¶") are left out: 2 KB, for signs no heading uses.
 */
export const displayFontSubsets: readonly DisplayFontSubset[] = [
  {
    source: "latin",
    text: `${run(0x20, 0x7e)}\u00a0¡©ª«°·º»¿${run(0xc0, 0xff)}Œœ–—‘’‚“”„…€`,
  },
  { source: "latin-ext", text: "ĄąĆćĘęŁłŃńŚśŹźŻż" },
];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");

/** A subset's characters as a CSS `unicode-range`: "U+0020-007E, U+00A0-00A1, …". */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))].toSorted(
    (a, b) => a - b,
  );
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}

/** The file name of a subset in app/fonts/, e.g. "fraunces-latin-600.woff2". */
export const subsetFileName = (subset: DisplayFontSubset) =>
  `${displayFont.family.toLowerCase()}-${subset.source}-${displayFont.pageWeight}.woff2`;
