import type { SporePrintColour } from "#app/lib/content/species-terms.ts";
import { withPalette } from "#app/lib/drawing-palette.ts";
import { capSurfaceMarks } from "./cap-surface.ts";
import { band, capped, stemOutline } from "./drawing-parts.ts";
import {
  ball,
  bracketSpots,
  brain,
  cauliflower,
  ear,
  honeycomb,
  jelly,
  sideStem,
  spines,
} from "./fruit-bodies.ts";
import type { FruitBodyFacts } from "./fruit-body.ts";
import {
  classRules,
  dark,
  detailOn,
  dots,
  fillOf,
  fungusColour,
  light,
  path,
} from "./drawing-style.ts";

/** An unopened egg: the veil's ball, cupped by its volva if it has one. */
function egg(facts: FruitBodyFacts): string {
  let drawn = `<ellipse cx="50" cy="67" rx="19" ry="23"${fillOf(facts.capColour?.[0])}/>`;
  if (facts.stipe === "volva" || facts.stipe === "ring-and-volva") {
    drawn += path(
      "M31 70C32 84 40 90 50 90S68 84 69 70L62 74 56 69 50 74 44 69 38 74Z",
      ` class="s"`,
    );
  }
  return drawn;
}

/**
 * A bracket's wood: a plain post; a living tree's trunk with a twig in leaf above the bracket; a
 * dead one's, broken off, its top jagged and its wood split.
 */
function hostOf(host: FruitBodyFacts["host"]): string {
  if (host === "dead") {
    return (
      path("M10 22L14 15 18 21 22 12 28 19V94H10Z", ` class="w"`) +
      path("M15 34V52M22 60V80M14 70V86", ` class="t" stroke-width="1.5"`)
    );
  }
  const post = path("M10 8H28V94H10Z", ` class="w"`);
  if (host !== "living") return post;
  const leaf = fungusColour("green");
  return (
    post +
    path("M28 16L62 4 63 6 28 19Z", ` class="w"`) +
    path("M42 10C42 2 52 0 56 2C54 8 48 11 42 10Z", ` fill="${leaf}"`) +
    path("M60 6C62 0 72 0 76 2C74 8 66 10 60 6Z", ` fill="${leaf}"`)
  );
}

/** A bracket on a piece of wood, its underside facing down. */
function bracket(facts: FruitBodyFacts): string {
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
    hostOf(facts.host) +
    under +
    path("M28 26C56 16 92 26 92 50Q92 54 88 54H28Z", fillOf(facts.capColour?.[0])) +
    // A bracket's colours run in zones, parallel to its margin.
    band(facts, "M34 40C54 32 80 36 86 50") +
    capSurfaceMarks(facts.capSurface, { rim: 54, spots: bracketSpots }, facts.capColour?.[0])
  );
}

/** A coral: upright branches, each drawn as a thick line over a thicker outline. */
function coral(facts: FruitBodyFacts): string {
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

/** The drawing of each recorded form; a cap on a stem is drawn from the cap's facts. */
const forms = {
  "side-stem": sideStem,
  ear,
  brain,
  honeycomb,
  coral,
  cauliflower,
  ball,
  spines,
  jelly,
  bracket,
};

function form(facts: FruitBodyFacts): string {
  if (facts.form !== undefined && facts.form !== "cap-and-stem") return forms[facts.form](facts);
  // The first grown shape: an egg is drawn only for a species that never opens out of one.
  const shape = facts.capShape?.find((one) => one !== "egg") ?? facts.capShape?.[0];
  if (shape === undefined && facts.hymenium === undefined) return silhouette();
  if (shape === "egg") return egg(facts);
  if (shape === "shelf") return bracket(facts);
  if (shape === "none" || (shape === undefined && facts.hymenium === "gleba")) {
    return facts.hymenium === "gleba"
      ? ball({ ...facts, capSurface: facts.capSurface ?? "warts" })
      : coral(facts);
  }
  return capped(shape ?? "convex", facts);
}

/**
 * A species drawn from its facts as a small standalone SVG, built once at build time: the cap in
 * its shape and colour, its underside, its stem and, to the side, its spore print. It follows the
 * visitor's colour scheme on its own, so it can be shown as an <img>. Its colours are the tokens of
 * app/app.css, read once when this module loads (from the project's root, as the build runs).
 */
export function speciesDrawing(facts: FruitBodyFacts): string {
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
