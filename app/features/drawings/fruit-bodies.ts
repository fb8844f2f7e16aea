import { capSurfaceMarks } from "./cap-surface.ts";
import { stemOutline } from "./drawing-parts.ts";
import { detailOn, fillOf, fungusColour, path, r } from "./drawing-style.ts";
import type { FruitBodyFacts } from "./fruit-body.ts";

/** A piece of wood on the left, which brackets, ears and the lion's mane grow from. */
const wood = (top = 8, bottom = 94) => path(`M10 ${top}H28V${bottom}H10Z`, ` class="w"`);

/** Lines drawn in a light or dark tone over a fill of `colour`: folds, veins, pits. */
const detail = (d: string, facts: FruitBodyFacts, width = 1.5) =>
  path(d, `${detailOn(facts.capColour?.[0])} stroke-width="${width}"`);

const capFill = (facts: FruitBodyFacts) => fillOf(facts.capColour?.[0]);

/** An oyster: a fan-shaped cap on a short stem from the side, its gills running down the stem. */
export function sideStem(facts: FruitBodyFacts): string {
  const colour = facts.hymeniumColour?.[0];
  // From the cap's rim to the stem, which they run down.
  const gills = [48, 56, 64, 72, 80]
    .map(
      (x) =>
        `M${x} ${r(44 - (x - 48) * 0.15)}L${r(40 + (x - 48) * 0.1)} ${r(52 - (x - 48) * 0.05)}`,
    )
    .join("");
  return (
    wood() +
    path("M28 50L42 47 44 54 28 60Z", ` class="s"`) +
    path("M36 42C50 46 72 44 88 36C86 46 70 56 42 56Z", fillOf(colour)) +
    path(gills, `${detailOn(colour)} stroke-width="1.2"`) +
    path("M36 42C30 24 60 10 86 16C96 20 96 32 88 36C72 44 50 46 36 42Z", capFill(facts)) +
    capSurfaceMarks(
      facts.capSurface,
      {
        rim: 40,
        spots: [
          [50, 28],
          [64, 22],
          [78, 26],
          [58, 36],
        ],
      },
      facts.capColour?.[0],
    )
  );
}

/** An ear: a thin cupped lobe on wood, its inner face veined. */
export function ear(facts: FruitBodyFacts): string {
  return (
    wood() +
    path(
      "M30 30C40 8 82 12 86 40C88 64 66 82 50 76C38 72 44 58 36 52C28 46 26 40 30 30Z",
      capFill(facts),
    ) +
    detail("M40 32C52 24 70 30 74 46M46 42C56 40 64 48 62 60M40 50C46 50 50 56 50 64", facts)
  );
}

/** A false morel: a stem under a lobed, folded cap like a brain. */
export function brain(facts: FruitBodyFacts): string {
  return (
    path(stemOutline(42), ` class="s"`) +
    path(
      "M18 44C10 32 18 18 30 20C32 6 48 6 52 14C58 4 78 8 78 20C90 20 94 34 84 44Z",
      capFill(facts),
    ) +
    detail(
      "M22 36C26 28 34 36 38 28S48 20 50 30 58 24 62 32 72 24 78 34M30 42C34 36 42 42 46 36S58 34 62 40 72 36 76 42M40 16C44 20 48 18 50 22",
      facts,
      2,
    )
  );
}

/** A morel: a cone on a stem, its surface a honeycomb of dark pits between pale ridges. */
export function honeycomb(facts: FruitBodyFacts): string {
  // Staggered rows, close enough that the pale ridges between them read as a network.
  const pits: Array<[number, number]> = [];
  for (const [y, half] of [
    [12, 0],
    [19, 4],
    [26, 9],
    [33, 13],
    [40, 17],
  ] as const) {
    const count = Math.max(1, Math.round((half * 2) / 8) + 1);
    for (let index = 0; index < count; index += 1) {
      pits.push([count === 1 ? 50 : 50 - half + (index * 2 * half) / (count - 1), y]);
    }
  }
  const pit = fungusColour("brown");
  return (
    path(stemOutline(46), ` class="s"`) +
    path("M30 47C28 30 40 12 50 4C60 12 72 30 70 47Z", capFill(facts)) +
    pits
      .map(
        ([x, y]) =>
          `<ellipse cx="${r(x)}" cy="${y}" rx="3.6" ry="2.8" fill="${pit}" stroke-width="1.2"/>`,
      )
      .join("")
  );
}

/** A cauliflower fungus: a rounded heap of flat, curled lobes on the ground. */
export function cauliflower(facts: FruitBodyFacts): string {
  return (
    path(
      "M14 88C6 72 14 52 28 50C28 32 48 26 56 36C64 22 88 32 84 50C96 56 94 80 86 88Z",
      capFill(facts),
    ) +
    detail(
      "M22 64q4-7 8 0t8 0M44 52q4-7 8 0t8 0M62 66q4-7 8 0t8 0M28 78q4-7 8 0t8 0M50 80q4-7 8 0t8 0M66 48q4-7 8 0M36 40q4-7 8 0",
      facts,
      1.8,
    )
  );
}

/** A lion's mane: a cushion on wood with a curtain of long spines hanging from it. */
export function spines(facts: FruitBodyFacts): string {
  const lines: string[] = [];
  for (let x = 33; x <= 83; x += 5) lines.push(`M${x} 34V${r(62 + 10 * Math.sin(x / 7))}`);
  const d = lines.join("");
  const colour = facts.hymeniumColour?.[0] ?? facts.capColour?.[0];
  const stroke = colour === undefined ? ` class="t"` : ` stroke="${fungusColour(colour)}"`;
  return (
    wood() +
    path(d, ` stroke-width="5"`) +
    path(d, `${stroke} stroke-width="2.5"`) +
    path("M28 22C40 12 78 12 86 26Q88 36 80 36H28Z", capFill(facts))
  );
}

/** A jelly fungus: a glossy, folded lump on a twig. */
export function jelly(facts: FruitBodyFacts): string {
  return (
    path("M6 80H88V88H6Z", ` class="w"`) +
    path(
      "M22 80C12 66 24 52 34 56C34 42 52 38 56 50C62 38 82 42 78 58C90 60 90 76 80 80Z",
      capFill(facts),
    ) +
    detail("M30 68C36 60 42 70 48 62S60 58 64 66M56 56C58 52 64 52 66 56", facts, 2) +
    path(
      "M38 50Q44 44 50 46",
      ` stroke="${fungusColour("white")}" stroke-opacity=".8" stroke-width="2.5"`,
    )
  );
}

/** A ball: a puffball or earthball, stemless and round, or pear-shaped on a stem-like base. */
export function ball(facts: FruitBodyFacts): string {
  const colour = facts.capColour?.[0];
  const spots: Array<[number, number]> = [
    [40, 50],
    [50, 45],
    [60, 50],
    [45, 58],
    [55, 58],
    [36, 62],
    [64, 62],
  ];
  const outline =
    facts.stipe === "none"
      ? "M22 64C22 36 78 36 78 64C78 84 66 90 50 90S22 84 22 64Z"
      : "M28 60C28 30 72 30 72 60C72 72 62 76 60 84Q58 90 50 90T40 84C38 76 28 72 28 60Z";
  if (facts.cut && facts.stipe === "none") {
    // The rind round a face of the inside, as a knife leaves a ball: what tells puffballs apart.
    const inside = facts.hymeniumColour?.[0];
    return (
      path(outline, fillOf(colour)) +
      path(
        "M27 64C27 41 73 41 73 64C73 80 63 85 50 85S27 80 27 64Z",
        `${fillOf(inside)} stroke-width="1.2"`,
      )
    );
  }
  return (
    path(outline, fillOf(colour)) + capSurfaceMarks(facts.capSurface, { rim: 72, spots }, colour)
  );
}

/** Where a bracket's skin shows its surface. */
export const bracketSpots: Array<[number, number]> = [
  [40, 32],
  [54, 28],
  [68, 32],
  [80, 40],
  [48, 44],
  [64, 46],
];
