import { toString } from "hast-util-to-string";
import { describe, expect, it } from "vitest";
import { prerenderedPage } from "#tests/fixtures/prerendered-pages.ts";
import { selectAll } from "hast-util-select";
import {
  dropDiscoveryMarks,
  priorityImagePreloads,
  reactRouterScripts,
} from "./react-router-markup.ts";
import { parseDocument } from "./tree.ts";

const pages = {
  "index.html": await prerenderedPage("index.html"),
  "about/index.html": await prerenderedPage("about/index.html"),
  "404/index.html": await prerenderedPage("404/index.html"),
  "privacy/index.html": await prerenderedPage("privacy/index.html"),
};

describe("reactRouterScripts", () => {
  it("finds React Router's hydration module and its preloads in a page React hydrates", async () => {
    const { hydration, preloads } = reactRouterScripts(
      parseDocument(await prerenderedPage("search/index.html")),
    );
    expect(toString(hydration)).toContain("__reactRouterRouteModules");
    expect(preloads.map((link) => String(link.properties.href))).toContainEqual(
      expect.stringMatching(/^\/assets\/entry\.client-.+\.js$/),
    );
  });

  it("finds the start of the islands, and nothing preloaded, in the pages React does not hydrate", async () => {
    for (const file of ["index.html", "about/index.html", "404/index.html"] as const) {
      const { hydration, preloads } = reactRouterScripts(
        parseDocument(await prerenderedPage(file)),
      );
      expect(toString(hydration), file).toMatch(/^import "\/assets\/islands-[^"]+\.js";$/);
      expect(preloads, file).toEqual([]);
    }
  });

  it("fails, rather than ship a page that never hydrates, when React Router's markup changes", () => {
    const page = parseDocument(
      "<!DOCTYPE html><html><head></head><body><main></main></body></html>",
    );
    expect(() => reactRouterScripts(page)).toThrow(/react-router-markup\.ts/);
    const withoutPreloads = parseDocument(
      '<!DOCTYPE html><html><head></head><body><script type="module" async>import * as route0 from "/assets/root.js";</script></body></html>',
    );
    expect(() => reactRouterScripts(withoutPreloads)).toThrow(/react-router-markup\.ts/);
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

describe("dropDiscoveryMarks", () => {
  it("takes React Router's discovery marks off the links and leaves their addresses", () => {
    const tree = parseDocument(pages["index.html"]);
    const links = () => selectAll("a[href]", tree);
    const addresses = links().map((link) => link.properties.href);
    // The check is not of a page without any: home's links carry them as React Router writes it.
    expect(selectAll("[data-discover]", tree).length).toBeGreaterThan(10);
    dropDiscoveryMarks(tree);
    expect(selectAll("[data-discover]", tree)).toEqual([]);
    expect(links().map((link) => link.properties.href)).toEqual(addresses);
  });
});
