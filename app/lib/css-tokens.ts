import { readFileSync } from "node:fs";

const css = readFileSync("app/app.css", "utf8");

/**
 * The `--color-*` tokens of one block of app/app.css, e.g. `{ cap: "#a23a22" }`: "@theme" for the
 * light theme, "@media (prefers-color-scheme: dark)" for the dark one. For tests that hold colours
 * written outside the stylesheet (drawings, brand images) to its palette.
 */
export function cssColorTokens(blockStart: string): Record<string, string> {
  const start = css.indexOf(blockStart);
  if (start === -1) throw new Error(`app/app.css has no block "${blockStart}"`);
  const block = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries(
    [...block.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})/g)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
}
