import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { type Container, type Root as Stylesheet, parse } from "postcss";
import { pageRulesAttribute } from "#app/lib/page-rules.ts";
import { insertAfter, parseDocument, removeElement } from "./tree.ts";

/**
 * The site's stylesheet as the build's render wrote it into the page (app/root.tsx): the first
 * `<style>` of the head. The one in `<noscript>` is text to the parser, not an element.
 */
export function siteStyleElement(tree: Root): Element {
  const style = selectAll("head > style", tree)[0];
  if (!style) throw new Error("the page has no <style> in its head to hold the site's stylesheet");
  return style;
}

/**
 * Where the whole stylesheet is served as a file: named by its text, so that it is cached for good
 * and a build with other styles names another file.
 */
export function siteStylesheetPath(css: string, base: string): string {
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10);
  return `${base}/assets/styles-${hash}.css`;
}

/**
 * Writes the whole stylesheet into the site as a file, as the home page holds it: every page is
 * rendered with the same one.
 */
export async function writeSiteStylesheet(site: string, base: string): Promise<void> {
  const home = parseDocument(await readFile(join(site, "index.html"), "utf8"));
  const css = toString(siteStyleElement(home));
  await writeFile(join(site, siteStylesheetPath(css, base).slice(base.length)), css);
}

/**
 * Cuts the page's `<style>` down to what the page can use: the utilities whose class no element of
 * the page has, the base rules for elements it does not have, then the theme's variables and
 * Tailwind's registered properties that nothing left reads. The site's own rules stay whole. The
 * whole stylesheet comes after the first paint, before hydration (`hydrateAfterFirstPaint`), for
 * what scripts render and the pages a client-side navigation shows (ADR 021).
 */
export function keepPageStyles(tree: Root): void {
  const style = siteStyleElement(tree);
  const stylesheet = parse(toString(style));
  const { classes, elements, variables } = whatTheMarkupUses(tree);
  stylesheet.walkAtRules("layer", (layer) => {
    if (layer.params === "utilities") dropUnusedRules(layer, classNamesIn, classes);
    if (layer.params === "base") dropUnusedRules(layer, elementNamesIn, elements);
  });
  dropUnreadVariables(stylesheet, variables);
  dropEmptyBlocks(stylesheet);
  style.children = [{ type: "text", value: stylesheet.toString() }];
}

/**
 * The classes, elements and variables (an inline `style`, a drawing's `fill`) of the page's
 * markup, with what it shows without JavaScript: a `<noscript>`'s content is text to a parser that
 * runs scripts, as the build's does, so it is parsed on its own.
 */
function whatTheMarkupUses(tree: Root) {
  const classes = new Set<string>();
  const elements = new Set<string>();
  const variables = new Set<string>();
  const withoutScripts = selectAll("noscript", tree).map((noscript) =>
    fromHtml(toString(noscript), { fragment: true }),
  );
  for (const markup of [tree, ...withoutScripts]) {
    for (const element of selectAll("*", markup)) {
      elements.add(element.tagName);
      for (const [property, value] of Object.entries(element.properties)) {
        if (property === "className" && Array.isArray(value)) {
          for (const name of value) classes.add(String(name));
        } else if (typeof value === "string") {
          for (const [, name = ""] of value.matchAll(variableReference)) variables.add(name);
        }
      }
    }
  }
  return { classes, elements, variables };
}

/**
 * Drops each rule that names things (classes, elements) of which the page has none. A rule that
 * names nothing `namesIn` knows is kept.
 */
function dropUnusedRules(
  container: Container,
  namesIn: (selector: string) => string[],
  onPage: ReadonlySet<string>,
): void {
  container.each((node) => {
    if (node.type === "rule") {
      const named = namesIn(node.selector);
      if (named.length > 0 && !named.some((name) => onPage.has(name))) node.remove();
    } else if (node.type === "atrule" && node.nodes) {
      dropUnusedRules(node, namesIn, onPage);
    }
  });
}

/** The pseudo-elements and states of form fields alone, which the base styles reset. */
const formFieldSelector = /^(::?-(webkit|moz)-[\w-]+|::file-selector-button|::placeholder)$/;

/**
 * The elements a base rule is for, when each selector of its list is one element with conditions
 * (`abbr:where([title])`, `input:where([type=button])`) or a form field's part
 * (`::-webkit-datetime-edit`, stood for by "input"). Any other selector (`*`, `:root`, `[hidden]`,
 * one with a combinator) names none: the rule applies to every page.
 */
function elementNamesIn(selector: string): string[] {
  const names: string[] = [];
  for (const one of selector.split(/,(?![^(]*\))/)) {
    const element = /^([a-z][a-z0-9]*)(?:[:[][^\s>+~]*)?$/.exec(one);
    if (element?.[1]) names.push(element[1]);
    else if (formFieldSelector.test(one)) names.push("input", "textarea", "select");
    else return [];
  }
  return names;
}

/**
 * Drops the variables that only set a value nothing reads: the theme's (`@layer theme`), their
 * fallbacks for browsers without `@property` (`@layer properties`) and the `@property` rules.
 * Run until nothing more goes, as a theme variable may be read only by another one.
 */
function dropUnreadVariables(stylesheet: Stylesheet, readByMarkup: ReadonlySet<string>): void {
  for (;;) {
    const read = new Set(readByMarkup);
    stylesheet.walkDecls((declaration) => {
      for (const [, name = ""] of declaration.value.matchAll(variableReference)) read.add(name);
    });
    let dropped = false;
    stylesheet.walkAtRules((rule) => {
      if (rule.name === "property" && !read.has(rule.params)) {
        rule.remove();
        dropped = true;
      }
      if (rule.name !== "layer" || (rule.params !== "theme" && rule.params !== "properties"))
        return;
      rule.walkDecls(/^--/, (declaration) => {
        if (read.has(declaration.prop)) return;
        declaration.remove();
        dropped = true;
      });
    });
    if (!dropped) return;
  }
}

/**
 * Drops the blocks the steps above emptied, innermost first, so that a block holding only emptied
 * ones goes too. A statement without a block (`@layer components;`) stays.
 */
function dropEmptyBlocks(container: Container): void {
  container.each((node) => {
    if (node.type !== "rule" && node.type !== "atrule") return;
    if (node.nodes === undefined) return;
    dropEmptyBlocks(node);
    if (node.nodes.length === 0) node.remove();
  });
}

const variableReference = /var\(\s*(--[\w-]+)/g;

/**
 * The class names a selector names, unescaped: `.md\:flex` is the class "md:flex", `.\32 xl\:p-4`
 * is "2xl:p-4". A rule is kept when any of them is on the page, so that no rule the page can match
 * is ever dropped.
 */
export function classNamesIn(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w\u0080-\uffff-])+)/g)].map(
    ([, name = ""]) =>
      name.replaceAll(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, character?: string) =>
        hex === undefined ? (character ?? "") : String.fromCodePoint(Number.parseInt(hex, 16)),
      ),
  );
}

/**
 * Moves the rules a component rendered into the page's body at build time (the /types filters
 * that work without JavaScript) into the head, after the site's styles: a `<style>` belongs
 * there. React's own hoisting (`precedence`) is not used, as React then manages the head's
 * stylesheets and dropped the whole stylesheet the page adds after its first paint.
 */
export function hoistPageRules(tree: Root): void {
  const rules = selectAll(`body style[${pageRulesAttribute}]`, tree);
  for (const style of rules) removeElement(tree, style);
  if (rules.length > 0) insertAfter(tree, siteStyleElement(tree), rules);
}
