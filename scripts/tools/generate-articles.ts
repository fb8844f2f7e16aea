import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/** What to generate: how many articles, and how many of them lead with an image of their own. */
export interface GeneratedContent {
  articles: number;
  images?: number;
  /** The section they go in: one of content/'s. */
  section?: "about" | "types" | "culture";
  /** The number of the first (its slug, title, day): to fill several sections without repeats. */
  firstNumber?: number;
}

const words = (
  "mycelium spore cap gill stem ring volva forest birch pine oak moss decay soil root sugar mineral " +
  "autumn frost rain meadow log bark hypha fruit body network partner saprotroph parasite colour " +
  "scent taste edible toxic forager basket guide season harvest habitat"
).split(" ");

/** A sentence of ten to eighteen words, the same for the same numbers on every run. */
function sentence(seed: number): string {
  const length = 10 + (seed % 9);
  const picked = Array.from(
    { length },
    (_sentence, index) => words[(seed * 7 + index * 13) % words.length],
  );
  const text = picked.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** About 700 words in five sections, like a real article. */
function body(number: number): string {
  return Array.from({ length: 5 }, (_part, part) => {
    const paragraphs = Array.from({ length: 2 }, (_paragraph, paragraph) =>
      Array.from({ length: 5 }, (_, index) =>
        sentence(number + part * 31 + paragraph * 7 + index),
      ).join(" "),
    );
    return `## Part ${part + 1}\n\n${paragraphs.join("\n\n")}\n`;
  }).join("\n");
}

/** The day article `number` was published: one a day back from 2026-09-30, newest first. */
function publishedDay(number: number): string {
  const day = new Date(Date.UTC(2026, 8, 30) - number * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** A value of `list` for article `number` and fact `salt`, the same on every run. */
const pick = <T>(list: readonly T[], number: number, salt: number): T =>
  list[(number * 7 + salt * 13) % list.length] as T;

/** Letters for a number, as a Latin epithet has them: 1 "b", 27 "bb". */
const epithet = (number: number) =>
  [...String(number)].map((digit) => "bcdfghklmn"[Number(digit)]).join("");

/**
 * A species block with every fact the key and the drawing read, drawn from the closed lists: an
 * article in types describes a species, as most of a real atlas's do.
 */
function speciesBlock(number: number): string[] {
  const colours = ["white", "cream", "yellow", "orange", "red", "brown", "grey", "green", "olive"];
  const first = 1 + (number % 12);
  const size = 2 + (number % 9);
  return [
    "species:",
    `  scientificName: Generatus ${epithet(number)}a`,
    `  commonNames: [Generated mushroom ${number}]`,
    `  edibility: ${pick(["choice", "edible", "inedible", "poisonous", "deadly", "unknown"], number, 1)}`,
    `  season: [${[0, 1, 2].map((offset) => ((first + offset - 1) % 12) + 1).join(", ")}]`,
    "  habitat: Generated woodland",
    "  hymenium: gills",
    `  sporePrint: ${pick(["white", "cream", "pink", "brown", "black"], number, 2)}`,
    `  capShape: [${pick(["convex", "flat", "conical", "bell"], number, 3)}]`,
    `  capColour: [${pick(colours, number, 4)}, ${pick(colours, number, 5)}]`,
    `  capSize: [${size}, ${size + 6}]`,
    `  gillAttachment: ${pick(["free", "adnate", "decurrent", "sinuate"], number, 6)}`,
    `  hymeniumColour: [${pick(colours, number, 7)}]`,
    `  stipe: ${pick(["bare", "ring", "volva", "ring-and-volva", "cortina"], number, 8)}`,
    `  substrate: [${pick(["soil", "wood", "grass", "leaf-litter"], number, 9)}]`,
  ];
}

/** The generated article's slug, sorted as its number: "generated-0007". */
export const generatedSlug = (number: number) => `generated-${String(number).padStart(4, "0")}`;

/**
 * Writes generated articles into a content folder, numbered from 1 (the newest), for tests and
 * the bench to see the site at a size no fixture is worth committing. The first `images` lead
 * with a photo-sized image of their own; in types, each describes a species.
 */
export async function writeGeneratedArticles(
  contentDirectory: string,
  { articles, images = 0, section = "types", firstNumber = 1 }: GeneratedContent,
): Promise<void> {
  const folder = join(contentDirectory, section);
  await mkdir(folder, { recursive: true });
  for (let number = firstNumber; number < firstNumber + articles; number++) {
    const slug = generatedSlug(number);
    const hasImage = number < firstNumber + images;
    if (hasImage) await writeImage(join(folder, `${slug}.jpg`), number);
    const frontmatter = [
      `title: Generated mushroom ${number}`,
      `description: Generated article number ${number}, written to see how the site grows, in its listing, its feed and its build.`,
      `published: ${publishedDay(number)}`,
      ...(hasImage
        ? [`image: ./${slug}.jpg`, `imageAlt: A generated pattern, number ${number}`]
        : []),
      ...(section === "types" ? speciesBlock(number) : []),
    ];
    await writeFile(
      join(folder, `${slug}.md`),
      `---\n${frontmatter.join("\n")}\n---\n\n${body(number)}`,
    );
  }
}

/** A 1600x1067 JPEG of its own (a gradient that differs by number), as a camera's would be sized. */
async function writeImage(file: string, number: number) {
  const width = 1600;
  const height = 1067;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x + number * 40) % 256;
      pixels[offset + 1] = (y + number * 90) % 256;
      pixels[offset + 2] = ((x ^ y) + number) % 256;
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
}
