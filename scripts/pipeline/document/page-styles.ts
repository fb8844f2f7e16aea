import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { type AtRule, type Container, type Root as Stylesheet, parse } from "postcss";
import { pageRulesAttribute, renderedLaterAttribute } from "#app/lib/page-rules.ts";
import { couldMatch, indexPage, variableReference } from "./rules-a-page-matches.ts";
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
 * Cuts the page's `<style>` down to what the page can use: the rules no element of the page can
 * match (`couldMatch`) and `:host`, which no page's element matches, then the theme's variables
 * and Tailwind's registered properties that nothing left reads. The whole stylesheet comes after
 * the first paint, before hydration (`hydrateAfterFirstPaint`), for what scripts render and
 * change (ADR 021, ADR 040), but for the markup the page's templates say its scripts put in,
 * whose rules it keeps (ADR 043).
 */
export function keepPageStyles(tree: Root): void {
  const style = siteStyleElement(tree);
  const stylesheet = parsedCopy(toString(style));
  const renderedLater = selectAll(`template[${renderedLaterAttribute}]`, tree);
  const index = indexPage([
    tree,
    ...markupsWithoutScripts(tree),
    ...renderedLater.flatMap((template) => (template.content ? [template.content] : [])),
  ]);
  for (const template of renderedLater) removeElement(tree, template);
  stylesheet.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && (rule.parent as AtRule).name.endsWith("keyframes"))
      return;
    // A page's own styles are never a shadow root's, where alone `:host` matches (the theme's
    // `:root, :host`, there for the consent bar's root, which links the whole stylesheet: ADR 047).
    if (rule.selector.includes(":host")) {
      rule.selectors = rule.selectors.filter((selector) => selector !== ":host");
    }
    if (rule.selector === "" || !couldMatch(rule.selector, index)) rule.remove();
  });
  dropUnreadVariables(stylesheet, index.variables);
  dropEmptyBlocks(stylesheet);
  style.children = [{ type: "text", value: stylesheet.toString() }];
}

/**
 * The last stylesheet parsed, by its text: every page of a build carries the same one, and a copy
 * of the parsed rules takes a fifth of the time of parsing them again.
 */
let lastParsed: { css: string; stylesheet: Stylesheet } | undefined;

function parsedCopy(css: string): Stylesheet {
  if (lastParsed?.css !== css) lastParsed = { css, stylesheet: parse(css) };
  return lastParsed.stylesheet.clone();
}

/**
 * What the page shows without JavaScript besides its markup: a `<noscript>`'s content is text to
 * a parser that runs scripts, as the build's does, so it is parsed on its own.
 */
function markupsWithoutScripts(tree: Root): Root[] {
  return selectAll("noscript", tree).map((noscript) =>
    fromHtml(toString(noscript), { fragment: true }),
  );
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
