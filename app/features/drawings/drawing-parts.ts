import type { DrawingFacts, Stipe } from "#app/lib/content/species-terms.ts";
import { capSurfaceMarks } from "./cap-surface.ts";
import { type Cap, caps } from "./cap-shapes.ts";
import type { FruitBodyFacts } from "./fruit-body.ts";
import {
  centre,
  detailOn,
  dots,
  fillOf,
  fungusColour,
  ground,
  path,
  r,
  stemHalf,
} from "./drawing-style.ts";

/** The underside of a cap, in its colour, with what makes it gills, pores, teeth or ridges. */
export function underside(cap: Cap, facts: DrawingFacts, funnel: boolean): string {
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

export const stemOutline = (top: number) =>
  `M${centre - stemHalf} ${top}Q44 70 43 ${ground}H57Q56 70 ${centre + stemHalf} ${top}Z`;

/** The stem and what it wears: a ring hangs below the cap, a volva cups its foot. */
export function stem(stipe: Stipe, cap: Cap): string {
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
export function cortina(cap: Cap): string {
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
export function band(facts: DrawingFacts, d: string): string {
  const second = facts.capColour?.[1];
  if (second === undefined) return "";
  return path(d, ` stroke="${fungusColour(second)}" stroke-width="4"`);
}

/** A cap on a stem: the common mushroom, and the cap without a stem sat on the ground. */
export function capped(shape: keyof typeof caps, facts: FruitBodyFacts): string {
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
    band(facts, cap.band) +
    capSurfaceMarks(facts.capSurface, cap, facts.capColour?.[0]);
  if (stipe === "none") {
    // Set down on the ground by a nested viewport: the word for the attribute would bring
    // Tailwind's utility of that name into every page's stylesheet.
    return `<svg y="${ground - cap.rim - 8}">${head}</svg>`;
  }
  return stem(stipe, cap) + head + (stipe === "cortina" ? cortina(cap) : "");
}
