import { hymenia } from "#app/components/species/species-terms.ts";
import { cssColorTokens } from "#scripts/build/css-tokens.ts";
import { withPalette } from "#scripts/build/drawing-palette.ts";

// The words a species' drawing is made from. They are closed lists so that every word has a
// shape or a colour below; the species schema is to take its enums from here.

/** The cap seen from the side; "shelf" is a bracket on wood, "egg" an unopened one. */
export const capShapes = [
  "conical",
  "bell",
  "convex",
  "flat",
  "depressed",
  "funnel",
  "umbonate",
  "egg",
  "shelf",
  "none",
] as const;

/** The colours of a cap or of its underside. */
export const colours = [
  "white",
  "cream",
  "yellow",
  "orange",
  "red",
  "pink",
  "purple",
  "brown",
  "grey",
  "green",
  "olive",
  "black",
  "blue",
] as const;

export const stipes = ["bare", "ring", "volva", "ring-and-volva", "cortina", "none"] as const;

export const sporePrintColours = [
  "white",
  "cream",
  "yellow",
  "ochre",
  "pink",
  "salmon",
  "brown",
  "rust",
  "purple-brown",
  "black",
  "olive",
  "green",
] as const;

/** How gills meet the stem: only "free" and "decurrent" change the drawing. */
export const gillAttachments = [
  "free",
  "adnexed",
  "adnate",
  "sinuate",
  "decurrent",
  "seceding",
] as const;

export type CapShape = (typeof capShapes)[number];
export type Colour = (typeof colours)[number];
export type Hymenium = (typeof hymenia)[number];
export type Stipe = (typeof stipes)[number];
export type SporePrintColour = (typeof sporePrintColours)[number];
export type GillAttachment = (typeof gillAttachments)[number];

/** What a species' drawing shows; every fact may be unknown. */
export interface DrawingFacts {
  /** The first one is drawn: a species whose cap flattens with age is drawn young. */
  capShape?: readonly CapShape[];
  /** The first one fills the cap; a second one shows as a band along its margin. */
  capColour?: readonly Colour[];
  hymenium?: Hymenium;
  /** The first one is drawn. */
  hymeniumColour?: readonly Colour[];
  stipe?: Stipe;
  sporePrint?: SporePrintColour;
  gillAttachment?: GillAttachment;
}

const light = cssColorTokens("light");
const dark = cssColorTokens("dark");

/**
 * A colour of the fungus itself, from its token in app/app.css (red's is fungus-red): real-world
 * colours, the same in both themes. A missing one fails the build, naming it. (A token's full
 * name written here would be a class to Tailwind, which scans app/, and put it in every page.)
 */
function fungusColour(name: Colour | SporePrintColour): string {
  const value = light[`fungus-${name}`];
  if (value === undefined) throw new Error(`app/app.css sets no --color-fungus-${name}`);
  return value;
}

/**
 * What follows the theme is a class naming a token; the palette of app/app.css is written in for
 * both themes (withPalette, as for app/assets/illustrations), since an <img> cannot read the
 * page's variables. Only the classes a drawing uses go into its <style>.
 */
const classRules = {
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
const r = (value: number) => Math.round(value * 10) / 10;

const path = (d: string, attributes = "") => `<path d="${d}"${attributes}/>`;

/** Round dots along a path's points: each point is a zero-length line with a round cap. */
const dots = (points: ReadonlyArray<readonly [number, number]>) =>
  points.map(([x, y]) => `M${r(x)} ${r(y)}h0`).join("");

/** A part's fill: its colour, or the stem's neutral one when the colour is not recorded. */
const fillOf = (colour: Colour | undefined) =>
  colour === undefined ? ` class="s"` : ` fill="${fungusColour(colour)}"`;

/**
 * The stroke of lines drawn on a fill (gills, pores, warts): dark on a light fill, light on a dark
 * one. The outline's colour is dark on the fills in both themes (ink, or the dark paper), and the
 * stem's is light in both.
 */
function detailOn(colour: Colour | undefined): string {
  if (colour === undefined) return ` stroke-opacity=".5"`;
  const hex = fungusColour(colour);
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.299 * red + 0.587 * green + 0.114 * blue > 140
    ? ` stroke-opacity=".5"`
    : ` class="t" stroke-opacity=".7"`;
}

const centre = 50;
const ground = 90;
const stemHalf = 5;

/** A cap seen from the side: its outline and its rim, where the underside hangs. */
interface Cap {
  outline: string;
  left: number;
  right: number;
  rim: number;
  /** A line inside the outline along the rim, where a second colour shows. */
  band: string;
  /** Where a gleba's dots go, inside the outline. */
  spots: ReadonlyArray<readonly [number, number]>;
}

const caps: Record<Exclude<CapShape, "egg" | "shelf" | "none">, Cap> = {
  conical: {
    outline: "M28 42C34 34 44 22 50 4C56 22 66 34 72 42Z",
    band: "M35 38H65",
    left: 28,
    right: 72,
    rim: 42,
    spots: [
      [50, 17],
      [45, 29],
      [56, 30],
      [40, 37],
      [61, 37],
    ],
  },
  bell: {
    outline: "M20 42C20 34 28 32 30 20C32 4 68 4 70 20C72 32 80 34 80 42Z",
    band: "M25 38H75",
    left: 20,
    right: 80,
    rim: 42,
    spots: [
      [42, 14],
      [58, 16],
      [38, 28],
      [54, 29],
      [30, 37],
      [68, 36],
    ],
  },
  convex: {
    outline: "M16 42C16 6 84 6 84 42Z",
    band: "M21 37H79",
    left: 16,
    right: 84,
    rim: 42,
    spots: [
      [50, 20],
      [35, 26],
      [64, 27],
      [26, 36],
      [46, 33],
      [74, 36],
    ],
  },
  flat: {
    outline: "M12 42C12 29 88 29 88 42Z",
    band: "M18 39H82",
    left: 12,
    right: 88,
    rim: 42,
    spots: [
      [30, 37],
      [44, 34],
      [58, 35],
      [72, 37],
    ],
  },
  depressed: {
    outline: "M12 42C10 30 26 26 38 29Q50 34 62 29C74 26 90 30 88 42Z",
    band: "M18 38H82",
    left: 12,
    right: 88,
    rim: 42,
    spots: [
      [24, 37],
      [36, 35],
      [50, 38],
      [64, 35],
      [76, 37],
    ],
  },
  funnel: {
    outline: "M10 22Q30 30 50 28T90 22Q88 30 82 32H18Q12 30 10 22Z",
    band: "M18 28Q50 36 82 28",
    left: 18,
    right: 82,
    rim: 32,
    spots: [
      [24, 28],
      [40, 30],
      [60, 30],
      [76, 28],
    ],
  },
  umbonate: {
    outline: "M14 42C14 26 30 24 40 22C42 13 58 13 60 22C70 24 86 26 86 42Z",
    band: "M20 37H80",
    left: 14,
    right: 86,
    rim: 42,
    spots: [
      [50, 20],
      [30, 34],
      [44, 31],
      [58, 31],
      [72, 34],
    ],
  },
};

/** The underside of a cap, in its colour, with what makes it gills, pores, teeth or ridges. */
function underside(cap: Cap, facts: DrawingFacts, funnel: boolean): string {
  const { left, right, rim } = cap;
  const half = (right - left) / 2;
  const colour = facts.hymeniumColour?.[0];
  const fill = fillOf(colour);
  const detail = detailOn(colour);
  const hymenium = facts.hymenium ?? "smooth";
  // A funnel's underside is its outside: it always narrows down into the stem.
  const runsDown =
    funnel ||
    hymenium === "ridges" ||
    (hymenium === "gills" && facts.gillAttachment === "decurrent");

  if (runsDown) {
    // A trumpet's cone is its whole body; decurrent gills only run some way down the stem.
    const foot = rim + (funnel ? 28 : 20);
    const body = `M${left} ${rim}C${left + 8} ${rim + 6} ${centre - stemHalf} ${rim + 10} ${centre - stemHalf} ${foot}H${centre + stemHalf}C${centre + stemHalf} ${rim + 10} ${right - 8} ${rim + 6} ${right} ${rim}Z`;
    if (hymenium === "smooth") return path(body, fill);
    if (hymenium === "pores") {
      const points: Array<[number, number]> = [];
      for (const [row, inset] of [
        [rim + 3, 6],
        [rim + 8, 18],
      ] as const) {
        for (let x = left + inset; x <= right - inset; x += 6) points.push([x, row]);
      }
      return path(body, fill) + path(dots(points), `${detail} stroke-width="2"`);
    }
    // Lines from the rim down the stem (gills, and a funnel's rare teeth); ridges are fewer,
    // blunter, and fork outwards.
    const ridges = hymenium === "ridges";
    const count = ridges ? 2 : 4;
    const step = half / (count + 1);
    const lines: string[] = [];
    for (let index = 1; index <= count; index += 1) {
      for (const side of [-1, 1]) {
        const x = centre + side * (half - index * step);
        const end = centre + side * stemHalf;
        const endY = rim + 4 + ((foot - rim - 6) * index) / count;
        lines.push(`M${r(x)} ${rim + 1}L${end} ${r(endY)}`);
        if (ridges) {
          const midX = r((x + end) / 2);
          const midY = r((rim + 1 + endY) / 2);
          lines.push(`M${midX} ${midY}L${r(x + side * step * 0.6)} ${rim + 1}`);
        }
      }
    }
    return path(body, fill) + path(lines.join(""), `${detail} stroke-width="${ridges ? 2 : 1.2}"`);
  }

  const depth = { gills: 9, pores: 11, teeth: 5, ridges: 9, smooth: 6, gleba: 6 }[hymenium];
  /** How far below the rim the underside reaches at x. */
  const below = (x: number) => depth * (1 - ((x - centre) / half) ** 2);

  if (hymenium === "teeth") {
    // Spines hanging from the underside: a saw edge, longest near the stem.
    const teeth = Math.round((right - left) / 7);
    const width = (right - left) / teeth;
    const points: string[] = [];
    for (let index = 0; index < teeth; index += 1) {
      const tip = left + (index + 0.5) * width;
      const next = left + (index + 1) * width;
      points.push(`${r(tip)} ${r(rim + below(tip) + 6)} ${r(next)} ${r(rim + below(next))}`);
    }
    return path(`M${left} ${rim}L${points.join(" ")}Z`, fill);
  }

  const body = path(`M${left} ${rim}Q${centre} ${rim + 2 * depth} ${right} ${rim}Z`, fill);
  if (hymenium === "gills") {
    // Gills seen edge on: from the rim they lean in towards the stem, down to the underside's
    // edge; free ones stop short of it, leaving a gap by the stem.
    const reach = facts.gillAttachment === "free" ? 0.75 : 1;
    const lines: string[] = [];
    for (let offset = 4; offset < half - 3; offset += 6) {
      for (const side of [-1, 1]) {
        const x = centre + side * offset;
        // Whole units: ten lines of decimals would be a tenth of the drawing.
        const endX = Math.round(x - side * offset * 0.3);
        const endY = Math.round(rim + 1 + (below(endX) - 2) * reach);
        lines.push(`M${x} ${rim + 1} ${endX} ${endY}`);
      }
    }
    return body + path(lines.join(""), `${detail} stroke-width="1.2"`);
  }
  if (hymenium === "pores") {
    const points: Array<[number, number]> = [];
    for (const row of [3, 6.5]) {
      const offset = row === 3 ? 0 : 2.5;
      for (let x = left + 5 + offset; x < right - 4; x += 5) {
        if (below(x) > row + 1.5) points.push([x, rim + row]);
      }
    }
    return body + path(dots(points), `${detail} stroke-width="2"`);
  }
  return body;
}

const stemOutline = (top: number) =>
  `M${centre - stemHalf} ${top}Q44 70 43 ${ground}H57Q56 70 ${centre + stemHalf} ${top}Z`;

/** The stem and what it wears: a ring hangs below the cap, a volva cups its foot. */
function stem(stipe: Stipe, cap: Cap): string {
  const top = cap.rim;
  const outline = stemOutline(top);
  const parts = [outline];
  if (stipe === "volva" || stipe === "ring-and-volva") {
    parts.push(
      `M41 ${ground}C35 86 36 77 40 73L43 79 47 76 50 80 53 76 57 79 60 73C64 77 65 86 59 ${ground}Z`,
    );
  }
  if (stipe === "ring" || stipe === "ring-and-volva") {
    const y = top + 17;
    parts.push(
      `M${centre - stemHalf} ${y}Q${centre} ${y + 1} ${centre + stemHalf} ${y}L61 ${y + 9}Q${centre} ${y + 6} 39 ${y + 9}Z`,
    );
  }
  // One path each, so that the ring and the volva hide the stem's outline behind them.
  return parts.length === 1
    ? path(outline, ` class="s"`)
    : `<g class="s">${parts.map((d) => path(d)).join("")}</g>`;
}

/** A cortina: cobweb threads from the rim to the stem, drawn over the underside. */
function cortina(cap: Cap): string {
  const { left, right, rim } = cap;
  const threads = [
    `M${left + 3} ${rim + 1}Q${left + 10} ${rim + 12} ${centre - stemHalf} ${rim + 15}`,
    `M${right - 3} ${rim + 1}Q${right - 10} ${rim + 12} ${centre + stemHalf} ${rim + 15}`,
    `M${left + 10} ${rim + 3}Q${left + 18} ${rim + 10} ${centre - stemHalf} ${rim + 11}`,
    `M${right - 10} ${rim + 3}Q${right - 18} ${rim + 10} ${centre + stemHalf} ${rim + 11}`,
  ];
  return path(threads.join(""), ` class="m" stroke-width="1" stroke-dasharray="2 2"`);
}

/**
 * A second colour as a band along the margin: a list of colours is as often a range ("yellow to
 * orange") as a pattern, and a band reads as either where spots would draw warts it may not have.
 */
function band(facts: DrawingFacts, d: string): string {
  const second = facts.capColour?.[1];
  if (second === undefined) return "";
  return path(d, ` stroke="${fungusColour(second)}" stroke-width="4"`);
}

/** A cap on a stem: the common mushroom, and the cap without a stem sat on the ground. */
function capped(shape: keyof typeof caps, facts: DrawingFacts): string {
  const cap = caps[shape];
  const stipe = facts.stipe ?? "bare";

  // A gleba on a cap (a stinkhorn's) coats the cap itself: no underside, the cap in its colour.
  if (facts.hymenium === "gleba") {
    const colour = facts.hymeniumColour?.[0] ?? facts.capColour?.[0];
    return (
      (stipe === "none" ? "" : stem(stipe, cap)) +
      path(cap.outline, fillOf(colour)) +
      path(dots(cap.spots), `${detailOn(colour)} stroke-width="2.5"`)
    );
  }

  const head =
    underside(cap, facts, shape === "funnel") +
    path(cap.outline, fillOf(facts.capColour?.[0])) +
    band(facts, cap.band);
  if (stipe === "none") {
    // Set down on the ground by a nested viewport: the word for the attribute would bring
    // Tailwind's utility of that name into every page's stylesheet.
    return `<svg y="${ground - cap.rim - 8}">${head}</svg>`;
  }
  return stem(stipe, cap) + head + (stipe === "cortina" ? cortina(cap) : "");
}

/** An unopened egg: the veil's ball, cupped by its volva if it has one. */
function egg(facts: DrawingFacts): string {
  let drawn = `<ellipse cx="50" cy="67" rx="19" ry="23"${fillOf(facts.capColour?.[0])}/>`;
  if (facts.stipe === "volva" || facts.stipe === "ring-and-volva") {
    drawn += path(
      "M31 70C32 84 40 90 50 90S68 84 69 70L62 74 56 69 50 74 44 69 38 74Z",
      ` class="s"`,
    );
  }
  return drawn;
}

/** A bracket on a piece of wood, its underside facing down. */
function bracket(facts: DrawingFacts): string {
  const colour = facts.hymeniumColour?.[0];
  const fill = fillOf(colour);
  const detail = detailOn(colour);
  const hymenium = facts.hymenium ?? "smooth";
  let under = path("M28 54H88Q86 62 28 62Z", fill);
  if (hymenium === "pores") {
    under += path(
      dots([34, 42, 50, 58, 66, 74].map((x) => [x, 58] as const)),
      `${detail} stroke-width="2"`,
    );
  } else if (hymenium === "gills" || hymenium === "ridges") {
    under += path(
      "M34 55v6M42 55v6M50 55v6M58 55v5M66 55v5M74 55v4M82 55v3",
      `${detail} stroke-width="1"`,
    );
  } else if (hymenium === "teeth") {
    under = path(
      "M28 54H88L85 60 82 55 78 63 74 55 70 64 66 55 62 65 58 55 54 65 50 55 46 65 42 55 38 65 34 55 30 64 28 55Z",
      fill,
    );
  }
  return (
    path("M10 8H28V94H10Z", ` class="w"`) +
    under +
    path("M28 26C56 16 92 26 92 50Q92 54 88 54H28Z", fillOf(facts.capColour?.[0])) +
    // A bracket's colours run in zones, parallel to its margin.
    band(facts, "M34 40C54 32 80 36 86 50")
  );
}

/** A ball with a few warts: a puffball, whose spores ripen inside (a gleba). */
function puffball(facts: DrawingFacts): string {
  const colour = facts.capColour?.[0];
  return (
    path(
      "M28 60C28 30 72 30 72 60C72 72 62 76 60 84Q58 90 50 90T40 84C38 76 28 72 28 60Z",
      fillOf(colour),
    ) +
    path(
      dots([
        [40, 46],
        [50, 41],
        [60, 46],
        [45, 54],
        [55, 54],
        [36, 57],
        [64, 57],
      ]),
      `${detailOn(colour)} stroke-width="3"`,
    )
  );
}

/** A coral: upright branches, each drawn as a thick line over a thicker outline. */
function coral(facts: DrawingFacts): string {
  const d = "M50 90V72L36 58V40M36 58L26 46V38M50 72L64 56V38M64 56L74 44V36M50 72V46M50 58L42 48";
  const colour = facts.capColour?.[0];
  const stroke = colour === undefined ? ` class="t"` : ` stroke="${fungusColour(colour)}"`;
  return path(d, ` stroke-width="10"`) + path(d, `${stroke} stroke-width="5"`);
}

/** A plain mushroom, neither coloured nor outlined: a species whose form is not recorded. */
const silhouette = () =>
  path(`M16 42C16 6 84 6 84 42Z${stemOutline(42)}`, ` class="n" stroke="none"`);

function swatch(sporePrint: SporePrintColour | undefined): string {
  if (sporePrint === undefined) return "";
  return `<circle cx="104" cy="84" r="8" fill="${fungusColour(sporePrint)}"/>`;
}

function form(facts: DrawingFacts): string {
  const shape = facts.capShape?.[0];
  if (shape === undefined && facts.hymenium === undefined) return silhouette();
  if (shape === "egg") return egg(facts);
  if (shape === "shelf") return bracket(facts);
  if (shape === "none" || (shape === undefined && facts.hymenium === "gleba")) {
    return facts.hymenium === "gleba" ? puffball(facts) : coral(facts);
  }
  return capped(shape ?? "convex", facts);
}

/**
 * A species drawn from its facts as a small standalone SVG, built once at build time: the cap in
 * its shape and colour, its underside, its stem and, to the side, its spore print. It follows the
 * visitor's colour scheme on its own, so it can be shown as an <img>. Its colours are the tokens of
 * app/app.css, read once when this module loads (from the project's root, as the build runs).
 */
export function speciesDrawing(facts: DrawingFacts): string {
  const body = form(facts) + swatch(facts.sporePrint);
  // Only the rules the drawing uses: most need one class, and every byte is paid per species.
  const rules = Object.entries(classRules)
    .filter(([name]) => body.includes(`class="${name}"`))
    .map(([, rule]) => rule)
    .join("");
  return withPalette(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="100" viewBox="0 0 120 100" role="img" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><style>${rules}</style>${body}</svg>`,
    light,
    dark,
  );
}
