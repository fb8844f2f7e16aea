import { describe, expect, it } from "vitest";
import { prerenderedPage } from "#tests/fixtures/prerendered-pages.ts";
import { priorityImagePreloads, reactRouterScripts } from "./react-router-markup.ts";
import { parseDocument } from "./tree.ts";

const pages = {
  "index.html": await prerenderedPage("index.html"),
  "about/index.html": await prerenderedPage("about/index.html"),
  "404/index.html": await prerenderedPage("404/index.html"),
  "privacy/index.html": await prerenderedPage("privacy/index.html"),
};

describe("reactRouterScripts", () => {
  it("finds React Router's hydration module and its preloads in every pre-rendered page", async () => {
    for (const file of ["index.html", "about/index.html", "404/index.html"] as const) {
      const { hydration, preloads } = reactRouterScripts(
        parseDocument(await prerenderedPage(file)),
      );
      expect(hydration.children, file).not.toEqual([]);
      expect(preloads.map((link) => String(link.properties.href))).toContainEqual(
        expect.stringMatching(/^\/assets\/entry\.client-.+\.js$/),
      );
    }
  });

  it("fails, rather than ship a page that never hydrates, when React Router's markup changes", () => {
    const page = parseDocument(
      "<!DOCTYPE html><html><head></head><body><main></main></body></html>",
    );
    expect(() => reactRouterScripts(page)).toThrow(/react-router-markup\.ts/);
  });
});

describe("priorityImagePreloads", () => {
  it("finds React's preload of the home page's hero drawing, and none on a page without one", () => {
    const home = priorityImagePreloads(parseDocument(pages["index.html"]));
    expect(home.map((link) => String(link.properties.href))).toEqual([
      expect.stringMatching(/^\/assets\/hero-scene-.+\.svg$/),
    ]);
    const privacy = priorityImagePreloads(parseDocument(pages["privacy/index.html"]));
    expect(privacy).toEqual([]);
  });
});
