import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { prerenderedPage } from "#tests/fixtures/prerendered-pages.ts";
import { minifyInlineScripts } from "./minify-inline-scripts.ts";
import { parseDocument, serializeDocument } from "./tree.ts";

const home = await prerenderedPage("index.html");

const scriptsOf = (html: string) =>
  [...new JSDOM(html).window.document.querySelectorAll("script:not([src])")].map((script) => ({
    type: script.getAttribute("type"),
    text: script.textContent,
  }));

describe("minifyInlineScripts, on the pre-rendered home page", () => {
  it("writes the page's scripts in fewer bytes, and leaves its data as it is", () => {
    const tree = parseDocument(home);
    minifyInlineScripts(tree);
    const before = scriptsOf(home);
    const after = scriptsOf(serializeDocument(tree));
    expect(after.map(({ type }) => type)).toEqual(before.map(({ type }) => type));
    const length = (scripts: typeof before) =>
      scripts.filter(({ type }) => type === null).reduce((sum, { text }) => sum + text.length, 0);
    expect(length(after)).toBeLessThan(length(before) * 0.85);
    expect(after.filter(({ type }) => type !== null)).toEqual(
      before.filter(({ type }) => type !== null),
    );
  });

  it("keeps what a script does, without its comments", () => {
    const tree = parseDocument(
      `<html><head></head><body><script>(function show(doc) {\n\t// the month\n\tconst style = doc.createElement("style");\n\tstyle.id = "shown";\n\tdoc.head.append(style);\n})(document)</script></body></html>`,
    );
    minifyInlineScripts(tree);
    const html = serializeDocument(tree);
    expect(html).not.toContain("the month");
    const { document } = new JSDOM(html, { runScripts: "dangerously" }).window;
    expect(document.getElementById("shown")).not.toBeNull();
  });

  it("never ends a script early where a string of it names the end of a script", () => {
    const source = 'document.title = "\\u003c/script> \\u003c!--";';
    const tree = parseDocument(
      `<html><head><title></title></head><body><script>${source}</script></body></html>`,
    );
    minifyInlineScripts(tree);
    const { document } = new JSDOM(serializeDocument(tree), { runScripts: "dangerously" }).window;
    expect(document.title).toBe("</script> <!--");
  });

  it("stops the build on a script that does not parse", () => {
    const tree = parseDocument("<html><body><script>let = ;</script></body></html>");
    expect(() => minifyInlineScripts(tree)).toThrow(/does not parse/);
  });
});
