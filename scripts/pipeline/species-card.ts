import { speciesDrawing } from "#app/features/drawings/species-drawing.ts";
import { type DrawnSpecies, drawingFactsOf } from "#app/features/drawings/fruit-body.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { brandColors, cssColorTokens } from "#app/lib/css-tokens.ts";
import type { SpeciesProfile } from "#app/lib/content/species.server.ts";
import { shareImage } from "#app/lib/brand.ts";
import { pathData, type TextFont, wrap } from "./card-text.ts";

/** What a species' share card shows: its names, its edibility, and its drawing. */
export type CardSpecies = Pick<
  SpeciesProfile,
  "commonNames" | "scientificName" | "edibility" | "picture"
> &
  DrawnSpecies;

const light = cssColorTokens("light");
const token = (name: string) => light[name] ?? brandColors.ink;

/**
 * The drawing as the card's renderer (resvg) reads it: no theme, no variables, no classes, each
 * part in the light theme's colour, the outline in ink. The page's own file keeps its theme.
 */
export function flatDrawing(facts: CardSpecies): string {
  const fills = { s: "stem", n: "line", w: "ink-muted" } as const;
  const strokes = { t: "stem", m: "ink-muted" } as const;
  let svg = speciesDrawing(drawingFactsOf(facts))
    .replace(/<style>.*?<\/style>/, "")
    // The spore print's dot needs its legend, which a card has no room for.
    .replace(/<circle[^>]*\/>/, "")
    .replace(' width="120" height="100"', "")
    .replaceAll("currentColor", token("ink"));
  for (const [name, colour] of Object.entries(fills)) {
    svg = svg.replaceAll(`class="${name}"`, `fill="${token(colour)}"`);
  }
  for (const [name, colour] of Object.entries(strokes)) {
    svg = svg.replaceAll(`class="${name}"`, `stroke="${token(colour)}"`);
  }
  return svg;
}

/** The card's words: its common name, its scientific name and its edibility in words. */
export function speciesCardText(config: SiteConfig, species: CardSpecies) {
  const words = siteMessages(config.language, config.texts).species;
  return {
    name: species.commonNames[0] ?? species.scientificName,
    scientificName: species.scientificName,
    edibility: words[species.edibility],
  };
}

/** The edibility's colours on the card: deadly filled red, the other harms outlined in theirs. */
export function edibilityColours(edibility: CardSpecies["edibility"]) {
  if (edibility === "deadly") return { fill: token("danger"), text: brandColors.paper };
  if (edibility === "poisonous") return { fill: brandColors.paper, text: token("cap") };
  if (edibility === "psychoactive") return { fill: brandColors.paper, text: token("psyche") };
  if (edibility === "choice" || edibility === "edible") {
    return { fill: brandColors.paper, text: brandColors.moss };
  }
  return { fill: brandColors.paper, text: brandColors.inkMuted };
}

/**
 * A species' share card: its drawing on the left; its common name, scientific name and
 * edibility in words on the right; the site's name and address below. A link to the death cap
 * shared in a chat shows the death cap, and says "Deadly poisonous".
 */
export function speciesCard(
  config: SiteConfig,
  species: CardSpecies,
  fonts: { bold: TextFont; regular: TextFont },
): string {
  const { width, height } = shareImage;
  const { bold, regular } = fonts;
  const text = speciesCardText(config, species);
  const left = 600;
  const textWidth = width - left - 60;
  const size =
    [72, 60, 52, 44].find((candidate) => wrap(text.name, bold, candidate, textWidth).length <= 2) ??
    44;
  const nameLines = wrap(text.name, bold, size, textWidth).slice(0, 3);
  let y = 150 + size;
  const name = nameLines
    .map((line, index) => pathData(bold.getPath(line, left, y + index * size * 1.15, size)))
    .join("");
  y += (nameLines.length - 1) * size * 1.15 + 64;
  const scientific = pathData(regular.getPath(text.scientificName, left, y, 40));
  // The edibility as a badge: its words in a box of their colour, as on the page.
  const badgeSize = 38;
  const badgeWidth = bold.getAdvanceWidth(text.edibility, badgeSize) + 48;
  const badgeTop = y + 44;
  const colours = edibilityColours(species.edibility);
  const badge = pathData(bold.getPath(text.edibility, left + 24, badgeTop + 52, badgeSize));
  const brand = pathData(regular.getPath(config.name, left, 540, 34));
  const drawing = flatDrawing(species).replace(
    "<svg ",
    `<svg x="40" y="95" width="528" height="440" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${brandColors.paper}"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="${brandColors.moss}"/>
  ${drawing}
  <path d="${name}" fill="${brandColors.ink}"/>
  <path d="${scientific}" fill="${brandColors.inkMuted}"/>
  <rect x="${left}" y="${badgeTop}" width="${Math.round(badgeWidth)}" height="72" rx="36" fill="${colours.fill}" stroke="${colours.text}" stroke-width="4"/>
  <path d="${badge}" fill="${colours.text}"/>
  <path d="${brand}" fill="${brandColors.moss}"/>
</svg>`;
}
