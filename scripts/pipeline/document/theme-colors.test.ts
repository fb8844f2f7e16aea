import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { themeColors } from "#app/lib/css-tokens.ts";
import { prerenderedPage } from "#tests/fixtures/prerendered-pages.ts";
import { addThemeColors } from "./theme-colors.ts";
import { parseDocument, serializeDocument } from "./tree.ts";

const home = await prerenderedPage("index.html");

describe("addThemeColors, on the pre-rendered home page", () => {
  it("gives each colour scheme its theme-color, in the head", () => {
    const tree = parseDocument(home);
    addThemeColors(tree);
    const { head } = new JSDOM(serializeDocument(tree)).window.document;
    const metas = [...head.querySelectorAll('meta[name="theme-color"]')];
    expect(metas.map((meta) => [meta.getAttribute("media"), meta.getAttribute("content")])).toEqual(
      [
        ["(prefers-color-scheme: light)", themeColors.light],
        ["(prefers-color-scheme: dark)", themeColors.dark],
      ],
    );
  });

  it("fails the build on a page without a viewport meta instead of guessing", () => {
    expect(() => addThemeColors(parseDocument("<html><head></head></html>"))).toThrow(/viewport/);
  });
});
