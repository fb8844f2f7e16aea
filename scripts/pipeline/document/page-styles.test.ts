import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { describe, expect, it } from "vitest";
import { prerenderedPage } from "#tests/fixtures/prerendered-pages.ts";
import {
  classNamesIn,
  keepPageStyles,
  siteStyleElement,
  siteStylesheetPath,
} from "./page-styles.ts";
import { parseDocument } from "./tree.ts";

const homeHtml = await prerenderedPage("index.html");
const whole = toString(siteStyleElement(parseDocument(homeHtml)));

/** The home page as built, its styles cut down to its own. */
function homeWithItsOwnStyles(change = (_body: ReturnType<typeof h>) => {}) {
  const tree = parseDocument(homeHtml);
  const body = tree.children
    .flatMap((node) => (node.type === "element" ? node.children : []))
    .find((node) => node.type === "element" && node.tagName === "body");
  if (body?.type === "element") change(body);
  keepPageStyles(tree);
  return toString(siteStyleElement(tree));
}

describe("keepPageStyles, on the pre-rendered home page", () => {
  const own = homeWithItsOwnStyles();

  it("keeps the utilities of the page's classes, with their variants", () => {
    expect(homeHtml).toContain('class="flex min-h-dvh flex-col"');
    expect(own).toContain(".min-h-dvh{");
    expect(homeHtml).toMatch(/class="[^"]*\bmd:block\b/);
    expect(own).toMatch(/@media \(width>=48rem\)\{[^@]*\.md\\:block\{/);
  });

  it("drops the utilities no element of the page has, and the page is the smaller for it", () => {
    expect(whole).toContain(".list-decimal{");
    expect(homeHtml).not.toMatch(/class="[^"]*\blist-decimal\b/);
    expect(own).not.toContain(".list-decimal{");
    expect(own.length).toBeLessThan(0.8 * whole.length);
  });

  it("keeps a utility that only the page's markup without JavaScript uses", () => {
    expect(homeWithItsOwnStyles()).not.toContain(".list-decimal{");
    const withNoscript = homeWithItsOwnStyles((body) => {
      body.children.push(h("noscript", '<ol class="list-decimal"><li>One</li></ol>'));
    });
    expect(withNoscript).toContain(".list-decimal{");
  });

  it("drops the base rules of elements the page lacks and keeps those of every page", () => {
    expect(whole).toContain("progress{");
    expect(own).not.toContain("progress{");
    expect(own).toContain("*,:after,:before,::backdrop{");
    expect(own).toContain("body{");
  });

  it("drops the variables nothing left reads, and keeps the theme's colours the page uses", () => {
    expect(whole).toContain("--text-8xl:");
    expect(own).not.toContain("--text-8xl:");
    expect(own).toContain("--color-paper:");
    for (const [, name] of own.matchAll(/@property (--[\w-]+)/g)) {
      expect(own, `${name} is read`).toContain(`var(${name}`);
    }
  });
});

describe("classNamesIn", () => {
  it("unescapes the class names of Tailwind's selectors", () => {
    expect(classNamesIn(".md\\:flex")).toEqual(["md:flex"]);
    expect(classNamesIn(".\\32 xl\\:p-4")).toEqual(["2xl:p-4"]);
    expect(classNamesIn(".top-\\[4\\.25rem\\]")).toEqual(["top-[4.25rem]"]);
    expect(classNamesIn(".group-hover\\:x:is(:where(.group):hover *)")).toEqual([
      "group-hover:x",
      "group",
    ]);
  });
});

describe("siteStylesheetPath", () => {
  it("names the file by its text, under the site's path", () => {
    expect(siteStylesheetPath(whole, "")).toMatch(/^\/assets\/styles-[\w-]{10}\.css$/);
    expect(siteStylesheetPath(whole, "/fungi-atlas")).toMatch(/^\/fungi-atlas\/assets\/styles-/);
    expect(siteStylesheetPath(`${whole} `, "")).not.toBe(siteStylesheetPath(whole, ""));
  });
});
