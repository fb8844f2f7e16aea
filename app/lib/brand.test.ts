import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColors, themeColors } from "./brand.ts";
import { cssColorTokens } from "./css-tokens.ts";

/** "inkMuted" -> "ink-muted", the token's name in the stylesheet. */
const tokenName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe("the brand colours of the share card, icons and manifest", () => {
  it("are the light theme's tokens of app/app.css", () => {
    const light = cssColorTokens("@theme");
    for (const [name, value] of Object.entries(brandColors)) {
      expect(value, `brandColors.${name}`).toBe(light[tokenName(name)]);
    }
  });

  it("colour the mark every icon is drawn from (public/favicon.svg) with the light theme's tokens", () => {
    const tokens = new Set(Object.values(cssColorTokens("@theme")));
    const mark = readFileSync("public/favicon.svg", "utf8");
    const colours = mark.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(tokens, colour).toContain(colour.toLowerCase());
  });

  it("give the browser's bars each theme's paper colour", () => {
    expect(themeColors.light).toBe(cssColorTokens("@theme").paper);
    expect(themeColors.dark).toBe(cssColorTokens("@media (prefers-color-scheme: dark)").paper);
  });
});

describe("print", () => {
  it("always uses the light palette's accents, whatever the screen's colour scheme", () => {
    const light = cssColorTokens("@theme");
    const print = cssColorTokens("@media print");
    for (const token of ["cap", "ochre", "stem", "sage", "line"]) {
      expect(print[token], `--color-${token} in print`).toBe(light[token]);
    }
  });
});
