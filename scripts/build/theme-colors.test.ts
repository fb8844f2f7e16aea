import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { themeColors } from "#scripts/build/css-tokens.ts";
import { withThemeColors } from "./theme-colors.ts";

describe("withThemeColors", () => {
  it("gives each colour scheme its theme-color, in the head", () => {
    const html = withThemeColors(
      '<html><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width"/><title>T</title></head><body></body></html>',
    );
    const metas = [
      ...new JSDOM(html).window.document.head.querySelectorAll('meta[name="theme-color"]'),
    ];
    expect(metas.map((meta) => [meta.getAttribute("media"), meta.getAttribute("content")])).toEqual(
      [
        ["(prefers-color-scheme: light)", themeColors.light],
        ["(prefers-color-scheme: dark)", themeColors.dark],
      ],
    );
  });

  it("fails the build on a page without a viewport meta instead of guessing", () => {
    expect(() => withThemeColors("<html><head></head></html>")).toThrow(/viewport/);
  });
});
