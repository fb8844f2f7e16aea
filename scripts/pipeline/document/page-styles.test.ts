import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { selectAll } from "hast-util-select";
import { describe, expect, it } from "vitest";
import { renderedLaterAttribute } from "#app/lib/page-rules.ts";
import { prerenderedPage } from "#tests/fixtures/prerendered-pages.ts";
import { keepPageStyles, siteStyleElement, siteStylesheetPath } from "./page-styles.ts";
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

/** A page of `body` with `css` as its stylesheet, the styles cut down to its own. */
function ownStyles(css: string, body: string): string {
  const tree = parseDocument(
    `<!doctype html><html lang="en"><head><style>${css}</style></head><body>${body}</body></html>`,
  );
  keepPageStyles(tree);
  return toString(siteStyleElement(tree));
}

describe("keepPageStyles, on a rule's structure", () => {
  it("leaves out :host, which no element of a page matches, and keeps the rest of its list", () => {
    const own = ownStyles(
      ":root,:host{--color-paper:#fff}html,:host{color:var(--color-paper)}:host{display:block}",
      "<p>Text</p>",
    );
    expect(own).toBe(":root{--color-paper:#fff}html{color:var(--color-paper)}");
  });

  it("drops a rule whose elements are on the page, but not where it asks for them", () => {
    const css = ".prose pre{color:red}";
    expect(ownStyles(css, '<div class="prose"><p>Text</p></div><pre>Code</pre>')).toBe("");
    expect(ownStyles(css, '<div class="prose"><pre>Code</pre></div>')).toBe(css);
  });

  it("keeps the rules of the markup a template says a script puts in, and ships no template", () => {
    const css = ".rounded-xl{border-radius:.75rem}";
    const tree = parseDocument(
      `<!doctype html><html lang="en"><head><style>${css}</style></head><body><ul id="cards"></ul>` +
        `<template ${renderedLaterAttribute}><li class="rounded-xl">Card</li></template></body></html>`,
    );
    keepPageStyles(tree);
    expect(toString(siteStyleElement(tree))).toBe(css);
    expect(selectAll("template", tree)).toEqual([]);
    expect(ownStyles(css, '<template><li class="rounded-xl">Card</li></template>')).toBe("");
  });

  it("drops a rule for an attribute's value no element has", () => {
    const css = "[data-long-brand=true]>a{gap:1rem}";
    expect(ownStyles(css, '<header data-long-brand="false"><a href="/">Home</a></header>')).toBe(
      "",
    );
    expect(ownStyles(css, '<header data-long-brand="true"><a href="/">Home</a></header>')).toBe(
      css,
    );
  });

  it("drops a rule whose :where() names a class no element has", () => {
    const css = ":where(.space-y-1>:not(:last-child)){margin-block-end:.25rem}";
    expect(ownStyles(css, '<ul class="space-y-2"><li>One</li><li>Two</li></ul>')).toBe("");
    expect(ownStyles(css, '<ul class="space-y-1"><li>One</li><li>Two</li></ul>')).toBe(css);
  });

  it("keeps the rules of what a visitor changes without JavaScript", () => {
    const css = [
      "details[open]>summary{color:red}",
      "a:hover{color:red}",
      "input:checked+label{color:red}",
      "[popover]:popover-open{display:block}",
      "::placeholder{color:red}",
    ].join("");
    const body =
      '<details><summary>More</summary></details><a href="/">Home</a>' +
      '<input type="checkbox" id="c"><label for="c">Tick</label><div popover>Menu</div>';
    expect(ownStyles(css, body)).toBe(css);
  });

  it("drops a form field's part when the page has no field", () => {
    expect(ownStyles("::placeholder{color:red}", "<p>Text</p>")).toBe("");
  });

  it("keeps the rules of the root's attributes, which the head's script sets before the paint", () => {
    const css = ":root[data-visit-start]{--font-display:serif}";
    expect(ownStyles(css, "<p>Text</p>")).toBe(css);
  });

  it("keeps a rule whose selector it cannot read", () => {
    const css = ".absent:--custom-state{color:red}";
    expect(ownStyles(css, "<p>Text</p>")).toBe(css);
  });
});

describe("siteStylesheetPath", () => {
  it("names the file by its text, under the site's path", () => {
    expect(siteStylesheetPath(whole, "")).toMatch(/^\/assets\/styles-[\w-]{10}\.css$/);
    expect(siteStylesheetPath(whole, "/fungi-atlas")).toMatch(/^\/fungi-atlas\/assets\/styles-/);
    expect(siteStylesheetPath(`${whole} `, "")).not.toBe(siteStylesheetPath(whole, ""));
  });
});
