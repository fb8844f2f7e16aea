import { matches as matchesSelector } from "hast-util-select";
import { h } from "hastscript";
import { describe, expect, it } from "vitest";
import { noPrefetchAttribute } from "#app/lib/prefetch.ts";
import { parseDocument, serializeDocument } from "./tree.ts";
import {
  addSpeculationRules,
  siteFiles,
  sitePages,
  speculationRules,
} from "./speculation-rules.ts";

/**
 * Whether a browser would prefetch a link to `href` from a page at `page`: the rule's URL patterns
 * read as Chromium reads them, relative to the page (URLPattern, as Node has it).
 */
function prefetches(base: string, page: string, href: string): boolean {
  const matches = (pattern: string) => new URLPattern(pattern, page).test(new URL(href, page));
  return matches(sitePages(base)) && !matches(siteFiles(base));
}

describe("speculationRules", () => {
  it("prefetches the site's pages, with or without a query, on a sign of intent", () => {
    const page = "https://atlas.example/types/chanterelle";
    expect(prefetches("", page, "/types/death-cap")).toBe(true);
    expect(prefetches("", page, "/types?season=autumn")).toBe(true);
    expect(prefetches("", page, "/")).toBe(true);
    expect(speculationRules("").prefetch[0]?.eagerness).toBe("moderate");
  });

  it("leaves out files, other sites and, under a path, the rest of the origin", () => {
    const page = "https://user.example/fungi-atlas/types/chanterelle";
    expect(prefetches("/fungi-atlas", page, "/fungi-atlas/types/death-cap")).toBe(true);
    expect(prefetches("/fungi-atlas", page, "/fungi-atlas/feed.xml")).toBe(false);
    expect(prefetches("/fungi-atlas", page, "/other-project/")).toBe(false);
    expect(prefetches("/fungi-atlas", page, "https://elsewhere.example/fungi-atlas/types")).toBe(
      false,
    );
  });

  it("uses those patterns", () => {
    expect(speculationRules("/b").prefetch[0]?.where.and.slice(0, 2)).toEqual([
      { href_matches: sitePages("/b") },
      { not: { href_matches: siteFiles("/b") } },
    ]);
  });

  it("leaves out links to download, opened elsewhere, or that an island answers in place", () => {
    const [, , byElement] = speculationRules("").prefetch[0]?.where.and ?? [];
    const selector = (byElement as { not: { selector_matches: string } }).not.selector_matches;
    const leftOut = (properties: Record<string, string>) =>
      matchesSelector(selector, h("a", { href: "/types", ...properties }));
    expect(leftOut({ download: "" })).toBe(true);
    expect(leftOut({ target: "_blank" })).toBe(true);
    expect(leftOut({ [noPrefetchAttribute]: "" })).toBe(true);
    expect(leftOut({})).toBe(false);
  });

  it("never prerenders: a prerendered page would take an atlas before it is chosen", () => {
    expect(Object.keys(speculationRules(""))).toEqual(["prefetch"]);
  });
});

describe("addSpeculationRules", () => {
  it("writes the rules as a speculationrules script at the end of the body", () => {
    const tree = parseDocument(
      "<!doctype html><html><head></head><body><main></main></body></html>",
    );
    addSpeculationRules(tree, "");
    const html = serializeDocument(tree);
    const [, rules = ""] =
      /<script type="speculationrules">(.*?)<\/script><\/body>/.exec(html) ?? [];
    expect(JSON.parse(rules)).toEqual(speculationRules(""));
  });
});
