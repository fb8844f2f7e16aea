import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { describe, expect, it } from "vitest";
import { prerenderedPage } from "#tests/fixtures/prerendered-pages.ts";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint.ts";
import { reactRouterScripts } from "./react-router-markup.ts";
import type { PrerenderedFile } from "#tests/fixtures/prerendered-pages.ts";
import { parseDocument, serializeDocument } from "./tree.ts";

async function finished(file: PrerenderedFile) {
  const tree = parseDocument(await prerenderedPage(file));
  const { hydration, preloads } = reactRouterScripts(tree);
  const startModule = toString(hydration);
  const preloaded = preloads.map((link) => String(link.properties.href));
  hydrateAfterFirstPaint(tree, "");
  return { tree, hydration, startModule, preloaded, html: serializeDocument(tree) };
}

describe("hydrateAfterFirstPaint, on the pre-rendered home page (islands)", async () => {
  const { tree, startModule, html } = await finished("index.html");

  it("fetches no script before the first paint", () => {
    expect(selectAll('link[rel="modulepreload"]', tree)).toEqual([]);
    expect(selectAll('script[type="module"]', tree)).toEqual([]);
  });

  it("has the loader start the islands' entry by its address after the first paint, with no inline module", () => {
    const entry = /^import "(\/assets\/islands-[\w-]+\.js)";$/.exec(startModule)?.[1];
    expect(entry, "the root's start of the islands").toBeDefined();
    expect(selectAll("#deferred-hydration", tree)).toEqual([]);
    const scripts = selectAll("body > script", tree).map((script) => toString(script));
    expect(scripts.filter((text) => text.includes(JSON.stringify(entry)))).toHaveLength(1);
    expect(scripts.some((text) => text.includes("import"))).toBe(false);
    expect(html).toContain("first-contentful-paint");
  });

  it("sends no code for what only a hydrated page does: preloads, an inert module", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("deferred-hydration");
  });
});

describe("hydrateAfterFirstPaint, on the pre-rendered search page (hydrated)", async () => {
  const {
    tree,
    hydration,
    startModule: hydrationModule,
    preloaded,
    html,
  } = await finished("search/index.html");

  it("fetches no script before the first paint: no preload, no module script in the HTML", () => {
    expect(selectAll('link[rel="modulepreload"]', tree)).toEqual([]);
    expect(selectAll('script[type="module"]', tree)).toEqual([]);
  });

  it("keeps the hydration module, inert, and has the loader preload the same modules", () => {
    const [deferred] = selectAll('script[type="text/x-deferred-module"]#deferred-hydration', tree);
    expect(deferred && toString(deferred)).toBe(hydrationModule);
    expect(hydrationModule).toContain("import");
    expect(preloaded.length).toBeGreaterThan(1);
    expect(html).toContain(JSON.stringify(preloaded));
    expect(html).toContain("first-contentful-paint");
  });

  it("puts the loader right after the inert module", () => {
    const scripts = selectAll("body > script", tree);
    const deferredAt = scripts.findIndex((script) => script.properties.id === "deferred-hydration");
    expect(toString(scripts[deferredAt + 1] ?? hydration)).toContain("PerformanceObserver");
  });
});
