import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandColors, cssColorTokens, themeColors } from "./css-tokens.ts";

/** "inkMuted" -> "ink-muted", the token's name in the stylesheet. */
const tokenName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe("the brand colours of the share card, icons and manifest", () => {
  it("are the light theme's tokens of app/app.css", () => {
    const light = cssColorTokens("light");
    for (const [name, value] of Object.entries(brandColors)) {
      expect(value, `brandColors.${name}`).toBe(light[tokenName(name)]);
    }
  });

  it("give the browser's bars each theme's paper colour", () => {
    expect(themeColors.light).toBe(cssColorTokens("light").paper);
    expect(themeColors.dark).toBe(cssColorTokens("dark").paper);
  });
});

describe("print", () => {
  it("always uses the light palette's accents, whatever the screen's colour scheme", () => {
    const light = cssColorTokens("light");
    const print = cssColorTokens("print");
    for (const token of ["cap", "ochre", "stem", "sage", "line"]) {
      expect(print[token], `--color-${token} in print`).toBe(light[token]);
    }
  });
});

describe("colours are written once, in app/app.css", () => {
  const sources = ["app", "scripts"].flatMap((folder) =>
    readdirSync(folder, { recursive: true })
      .map((entry) => join(folder, String(entry)))
      .filter((file) => /\.(ts|tsx|js|svg)$/.test(file) && !/\.test\.tsx?$/.test(file)),
  );
  const hexColour = /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;

  it.each(sources)("%s has no hex colour", (file) => {
    expect(readFileSync(file, "utf8").match(hexColour) ?? []).toEqual([]);
  });

  it("finds a hex colour where one is written", () => {
    expect('fill="#3a6532" href="#main"'.match(hexColour)).toEqual(["#3a6532"]);
  });
});
