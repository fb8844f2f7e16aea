import type { Colour, SporePrintColour } from "#app/lib/content/species-terms.ts";
import { cssColorTokens } from "#app/lib/css-tokens.ts";

export const light = cssColorTokens("light");
export const dark = cssColorTokens("dark");

/**
 * A colour of the fungus itself, from its token in app/app.css (red's is fungus-red): real-world
 * colours, the same in both themes. A missing one fails the build, naming it. (A token's full
 * name written here would be a class to Tailwind, which scans app/, and put it in every page.)
 */
export function fungusColour(name: Colour | SporePrintColour): string {
  const value = light[`fungus-${name}`];
  if (value === undefined) throw new Error(`app/app.css sets no --color-fungus-${name}`);
  return value;
}

/**
 * What follows the theme is a class naming a token; the palette of app/app.css is written in for
 * both themes (withPalette, as for app/assets/illustrations), since an <img> cannot read the
 * page's variables. Only the classes a drawing uses go into its <style>.
 */
export const classRules = {
  // Stems, rings and volvas, and any part whose colour is not recorded.
  s: ".s{fill:var(--stem)}",
  // The same light colour for a line: light details on a dark fill, a coral of no known colour.
  t: ".t{stroke:var(--stem)}",
  // The silhouette of a species with too few facts: a placeholder, not a fungus' colour.
  n: ".n{fill:var(--line)}",
  // A cortina's threads cross the paper, where the dark theme's outline would not show.
  m: ".m{stroke:var(--ink-muted)}",
  // A bracket's wood: scenery, in the theme's brown.
  w: ".w{fill:var(--ink-muted)}",
};

/** Rounded to a tenth: the drawings are small, and long decimals would double their size. */
export const r = (value: number) => Math.round(value * 10) / 10;

export const path = (d: string, attributes = "") => `<path d="${d}"${attributes}/>`;

/** Round dots along a path's points: each point is a zero-length line with a round cap. */
export const dots = (points: ReadonlyArray<readonly [number, number]>) =>
  points.map(([x, y]) => `M${r(x)} ${r(y)}h0`).join("");

/** A part's fill: its colour, or the stem's neutral one when the colour is not recorded. */
export const fillOf = (colour: Colour | undefined) =>
  colour === undefined ? ` class="s"` : ` fill="${fungusColour(colour)}"`;

/**
 * The stroke of lines drawn on a fill (gills, pores, warts): dark on a light fill, light on a dark
 * one. The outline's colour is dark on the fills in both themes (ink, or the dark paper), and the
 * stem's is light in both.
 */
export function detailOn(colour: Colour | undefined): string {
  if (colour === undefined) return ` stroke-opacity=".5"`;
  const hex = fungusColour(colour);
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.299 * red + 0.587 * green + 0.114 * blue > 140
    ? ` stroke-opacity=".5"`
    : ` class="t" stroke-opacity=".7"`;
}

export { centre, ground, stemHalf } from "./drawing-grid.ts";
