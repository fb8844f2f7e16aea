import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { speciesDrawing } from "#app/features/drawings/species-drawing.ts";
import { drawingFactsOf } from "#app/features/drawings/fruit-body.ts";
import { speciesSchema } from "#app/lib/content/species.ts";

// The contact sheet of every species' drawing (docs/drawings.svg), made from the content as the
// build draws it, so that a reviewer sees them all at once: `npm run drawings`. Not hand-kept:
// rerun it after changing a species' facts or a drawing.
const directory = "content/types";
const output = "docs/drawings.svg";
const columns = 7;
const cell = { width: 150, height: 136 };

const files = (await readdir(directory)).filter((name) => name.endsWith(".md")).toSorted();
const drawn: string[] = [];
for (const name of files) {
  const source = await readFile(join(directory, name), "utf8");
  const [, frontmatter = ""] = /^---\n([\s\S]*?)\n---/.exec(source) ?? [];
  const data: unknown = parse(frontmatter);
  const block =
    typeof data === "object" && data !== null && "species" in data ? data.species : undefined;
  if (block === undefined) continue;
  const species = speciesSchema.parse(block);
  const index = drawn.length;
  const x = (index % columns) * cell.width;
  const y = Math.floor(index / columns) * cell.height;
  const svg = speciesDrawing(drawingFactsOf(species)).replace(
    "<svg ",
    `<svg x="${x + 15}" y="${y}" `,
  );
  const kind = [species.form ?? "no form", species.capSurface].filter(Boolean).join(", ");
  const text = (line: string, dy: number) =>
    `<text x="${x + cell.width / 2}" y="${y + dy}" text-anchor="middle" font-family="sans-serif" font-size="10">${line}</text>`;
  drawn.push(svg + text(species.commonNames[0] ?? name, 112) + text(kind, 124));
}
const rows = Math.ceil(drawn.length / columns);
await writeFile(
  output,
  `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * cell.width}" height="${rows * cell.height}" viewBox="0 0 ${columns * cell.width} ${rows * cell.height}"><rect width="100%" height="100%" fill="white"/>${drawn.join("")}</svg>\n`,
);
console.log(`Drew ${drawn.length} species into ${output}.`);
