import type { Font, Path } from "opentype.js";

/** What the cards ask of a font: the outlines and the width of a text. */
export type TextFont = Pick<Font, "getPath" | "getAdvanceWidth">;

const point = (x: number, y: number) => `${x.toFixed(1)} ${y.toFixed(1)}`;

/** SVG path data of glyph outlines (opentype.js's own toPathData writes NaN for some points). */
export function pathData(path: Path): string {
  return path.commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return command.type + point(command.x, command.y);
        case "Q":
          return `Q${point(command.x1, command.y1)} ${point(command.x, command.y)}`;
        case "C":
          return `C${point(command.x1, command.y1)} ${point(command.x2, command.y2)} ${point(command.x, command.y)}`;
        case "Z":
          return "Z";
      }
    })
    .join("");
}

/** Splits text into lines no wider than `maxWidth` at the given size. */
export function wrap(text: string, font: TextFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && font.getAdvanceWidth(`${last} ${word}`, size) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}
