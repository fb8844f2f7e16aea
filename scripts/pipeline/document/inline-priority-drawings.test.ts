import { select, selectAll } from "hast-util-select";
import { describe, expect, it } from "vitest";
import { prerenderedPage, prerenderedSiteFiles } from "#tests/fixtures/prerendered-pages.ts";
import { inlinePriorityDrawings, inlineTabIcon } from "./inline-priority-drawings.ts";
import { parseDocument } from "./tree.ts";

const home = await prerenderedPage("index.html");

/** The SVG a data URI holds, as the browser reads it (mini-svg-data-uri writes single quotes). */
function svgInDataUri(uri: unknown): string {
  const prefix = "data:image/svg+xml,";
  expect(String(uri).startsWith(prefix), String(uri)).toBe(true);
  return decodeURIComponent(String(uri).slice(prefix.length));
}

const attributesOf = (svg: string) => svg.replaceAll("'", '"');

describe("inlinePriorityDrawings, on the pre-rendered home page", () => {
  const tree = parseDocument(home);
  const heroPath = String(select('link[rel="preload"][as="image"]', tree)?.properties.href);
  const otherImages = selectAll("img", tree)
    .map((image) => String(image.properties.src))
    .filter((src) => src !== heroPath);
  inlinePriorityDrawings(tree, prerenderedSiteFiles);

  it("writes the largest drawing into the page, so it needs no request of its own", () => {
    expect(heroPath).toMatch(/\.svg$/);
    const hero = selectAll("img", tree).find((image) =>
      String(image.properties.src).startsWith("data:"),
    );
    const drawing = prerenderedSiteFiles.readText(heroPath);
    // The browser reads back the very same drawing, apart from the quotes the data URI uses.
    expect(attributesOf(svgInDataUri(hero?.properties.src))).toBe(
      attributesOf(drawing.trim()).replaceAll(/\s+/g, " "),
    );
  });

  it("holds the first paint until the parser has reached the drawing", () => {
    const hero = selectAll("img", tree).find((image) =>
      String(image.properties.src).startsWith("data:"),
    );
    const expectLink = select('head > link[rel="expect"]', tree);
    expect(hero?.properties.id).toEqual(expect.any(String));
    expect(expectLink?.properties).toMatchObject({
      href: `#${String(hero?.properties.id)}`,
      blocking: ["render"],
    });
  });

  it("drops React's preload of the file and leaves the other drawings as files", () => {
    expect(select('link[rel="preload"][as="image"]', tree)).toBeUndefined();
    const stillFiles = selectAll("img", tree)
      .map((image) => String(image.properties.src))
      .filter((src) => !src.startsWith("data:"));
    expect(stillFiles).toEqual(otherImages);
  });
});

describe("inlineTabIcon, on the pre-rendered home page", () => {
  const tree = parseDocument(home);
  inlineTabIcon(tree, prerenderedSiteFiles);

  it("writes the tab icon into the page, so the browser asks for no file after the load event", () => {
    const link = select('link[rel="icon"]', tree);
    expect(svgInDataUri(link?.properties.href)).toContain("<svg");
    expect(link?.properties.type).toBe("image/svg+xml");
  });

  it("leaves Apple's touch icon a file, for the home screen and for search engines", () => {
    expect(select('link[rel="apple-touch-icon"]', tree)?.properties.href).toBe(
      "/apple-touch-icon.png",
    );
  });
});
