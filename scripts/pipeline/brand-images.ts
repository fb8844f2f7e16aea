import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Font } from "opentype.js";
import type { SiteConfig } from "#app/config/site-config.ts";
import { basePath } from "#app/lib/site-url.ts";
import type { ArticleSummary } from "#app/lib/content/content.server.ts";
import { appIcons, appleTouchIcon, favicon, legacyFavicon, shareImage } from "#app/lib/brand.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { brandColors } from "#app/lib/css-tokens.ts";
import { displayFont } from "#app/lib/display-font.ts";
import { cacheKey } from "#app/lib/build-cache.server.ts";
import { type FileWorkers, forEachAtMost, tasksInFlight } from "./file-workers.ts";
import { icoFromPng } from "./ico.ts";
import { pathData, type TextFont, wrap } from "./card-text.ts";
import { type CardSpecies, flatDrawing, speciesCard, speciesCardText } from "./species-card.ts";

const require = createRequire(import.meta.url);
// The package is CommonJS without named exports for Node's ESM loader.
const opentype: typeof import("opentype.js") = require("opentype.js");
/**
 * A file of the brand face's npm package, "fraunces-latin-700-normal.woff": the cards draw with it,
 * and the pages' own files are cut from it (npm run font), so both show one face.
 */
export const brandFaceFile = (name: string) =>
  join(dirname(require.resolve("@fontsource/fraunces/LICENSE")), "files", name);

const fontFile = (subset: "latin" | "latin-ext", weight: 400 | 700) =>
  brandFaceFile(`${displayFont.family.toLowerCase()}-${subset}-${weight}-normal.woff`);

/** The icons the manifest and Apple devices ask for, drawn from the SVG favicon. */
const icons = [...appIcons, appleTouchIcon];

/**
 * Draws the brand's images into the built site: the 1200x630 share card (brand name and headline
 * beside the mushroom mark), one card per article (its title, then the brand), the PNG icons and
 * /favicon.ico. The text is converted to outlines from a bundled font, so the result is the same on
 * every machine, with or without fonts installed.
 */
export async function writeBrandImages(
  siteDirectory: string,
  config: SiteConfig,
  articles: readonly (Pick<ArticleSummary, "title" | "shareImagePath"> & {
    species?: CardSpecies | undefined;
  })[],
  workers: FileWorkers,
): Promise<BrandImagesReport> {
  const mark = await readFile(join(siteDirectory, favicon), "utf8");
  const [bold, regular] = await Promise.all([loadFont(700), loadFont(400)]);
  const report: BrandImagesReport = { shareCardsDrawn: 0, shareCardsReused: 0 };
  const render = async (svg: string, width: number) =>
    (await workers.renderPng({ svg, width })).png;

  const siteCard = shareCard(config, mark, bold, regular);
  await writeFile(join(siteDirectory, shareImage.path), await render(siteCard, shareImage.width));
  // What every article's card shares: the site's card (brand, address, colours, mark, fonts) and
  // this file's layout. With the title, it names the card, so a kept one is not even drawn.
  const design = cacheKey(
    "article card",
    siteCard,
    await readFile(new URL(import.meta.url)),
    await readFile(new URL("species-card.ts", import.meta.url)),
  );
  /** An article's card: a species' shows it (drawing, names, edibility), named by what it shows. */
  const drawCard = ({ title, species }: (typeof articles)[number]) =>
    species
      ? workers.drawPng(
          `${cacheKey(design, JSON.stringify(speciesCardText(config, species)), flatDrawing(species))}.png`,
          shareImage.width,
          () => speciesCard(config, species, { bold, regular }),
        )
      : workers.drawPng(`${cacheKey(design, title)}.png`, shareImage.width, () =>
          articleCard(config, title, mark, bold, regular),
        );
  await forEachAtMost(articles, tasksInFlight, async (article) => {
    const file = join(siteDirectory, article.shareImagePath);
    const [drawn] = await Promise.all([
      drawCard(article),
      mkdir(dirname(file), { recursive: true }),
    ]);
    report[drawn.fromCache ? "shareCardsReused" : "shareCardsDrawn"]++;
    await writeFile(file, drawn.png);
  });
  await Promise.all(
    icons.map(async ({ path, size }) =>
      writeFile(join(siteDirectory, path), await render(mark, size)),
    ),
  );
  await writeFile(
    join(siteDirectory, legacyFavicon.path),
    icoFromPng(await render(mark, legacyFavicon.size), legacyFavicon.size),
  );
  return report;
}

/** How many articles' share cards were drawn, and how many came unchanged from the cache. */
export interface BrandImagesReport {
  shareCardsDrawn: number;
  shareCardsReused: number;
}

async function parseFont(path: string): Promise<Font> {
  const file = await readFile(path);
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
}

/**
 * The brand face at a weight: its Latin subset, and for the letters that lacks (Polish "ę", Czech
 * "ř", in a title or the site's own words) its Latin Extended one. `family` is the name the font
 * file gives itself.
 */
export async function loadFont(weight: 400 | 700): Promise<TextFont & { family: string }> {
  const [latin, extended] = await Promise.all([
    parseFont(fontFile("latin", weight)),
    parseFont(fontFile("latin-ext", weight)),
  ]);
  const fontFor = (char: string) =>
    latin.charToGlyphIndex(char) !== 0 || extended.charToGlyphIndex(char) === 0 ? latin : extended;
  const inLatin = (text: string) => [...text].every((char) => fontFor(char) === latin);
  return {
    family: latin.getEnglishName("fontFamily"),
    getAdvanceWidth: (text, size) =>
      inLatin(text)
        ? latin.getAdvanceWidth(text, size)
        : [...text].reduce((width, char) => width + fontFor(char).getAdvanceWidth(char, size), 0),
    getPath: (text, x, y, size) => {
      if (inLatin(text)) return latin.getPath(text, x, y, size);
      // Letter by letter: kerning across the two subsets is lost, their outlines are not.
      const path = new opentype.Path();
      let cursor = x;
      for (const char of text) {
        path.extend(fontFor(char).getPath(char, cursor, y, size));
        cursor += fontFor(char).getAdvanceWidth(char, size);
      }
      return path;
    },
  };
}

function shareCard(config: SiteConfig, mark: string, bold: TextFont, regular: TextFont): string {
  const left = 80;
  const textWidth = 640;
  // The brand as large as fits the text column, up to 112 px.
  const nameSize = Math.min(112, (textWidth / bold.getAdvanceWidth(config.name, 100)) * 100);
  const name = pathData(bold.getPath(config.name, left, 250, nameSize));
  const { headline: text } = siteMessages(config.language, config.texts).site;
  const headline = wrap(text, regular, 50, textWidth)
    .map((line, index) => pathData(regular.getPath(line, left, 340 + index * 64, 50)))
    .join("");
  return card(config, mark, regular, { large: name, small: headline });
}

/** An article's card: its title as large as fits in up to three lines, then the brand's name. */
function articleCard(
  config: SiteConfig,
  title: string,
  mark: string,
  bold: TextFont,
  regular: TextFont,
) {
  const left = 80;
  const textWidth = 640;
  const size =
    [64, 56, 48, 40].find((candidate) => wrap(title, bold, candidate, textWidth).length <= 3) ?? 40;
  const lines = wrap(title, bold, size, textWidth).slice(0, 4);
  const large = lines
    .map((line, index) => pathData(bold.getPath(line, left, 150 + size + index * size * 1.2, size)))
    .join("");
  const small = pathData(regular.getPath(config.name, left, 480, 44));
  return card(config, mark, regular, { large, small });
}

/** The frame of every card: paper, a moss band, the mark on the right, the host at the bottom. */
function card(
  config: SiteConfig,
  mark: string,
  regular: TextFont,
  text: { large: string; small: string },
) {
  const { width, height } = shareImage;
  // The site's address as a reader would type it: "fungi-atlas.example.com", "user.github.io/fungi-atlas".
  const address = new URL(config.url).host + basePath(config.url);
  const host = pathData(regular.getPath(address, 80, 540, 30));
  const markSize = 340;
  const positionedMark = mark.replace(
    "<svg ",
    `<svg x="${width - markSize - 90}" y="${(height - markSize) / 2}" width="${markSize}" height="${markSize}" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${brandColors.paper}"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="${brandColors.moss}"/>
  <path d="${text.large}" fill="${brandColors.ink}"/>
  <path d="${text.small}" fill="${brandColors.inkMuted}"/>
  <path d="${host}" fill="${brandColors.moss}"/>
  ${positionedMark}
</svg>`;
}
