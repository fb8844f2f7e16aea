import type { Root } from "hast";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { minifySync } from "vite";

/**
 * Minifies each classic inline script of a page: the build writes some from its own functions
 * (`String(fn)` of the server bundle, tabs and comments and all) and React Router writes the
 * others readable. Home's first response must fit in one round trip (tests/e2e/budget.spec.ts),
 * and these are about a tenth of its HTML. Data (JSON-LD) and the held-back hydration module keep
 * their text. The build's steps run this first, before they add their own scripts (the loader
 * comes minified: hydrate-after-first-paint.ts). A script the minifier cannot parse stops the
 * build, naming the page. The minifier escapes "</script" in a string ("<\\/script"), so a
 * script still ends where it did.
 */
export function minifyInlineScripts(tree: Root): void {
  for (const script of selectAll("script:not([src]):not([type])", tree)) {
    const source = toString(script);
    const minified = minifiedScript(source);
    if (minified.length >= source.length) continue;
    script.children = [{ type: "text", value: minified }];
  }
}

/** A classic script's text, minified; strings may come back as template literals. */
export function minifiedScript(source: string): string {
  const { code, errors } = minifySync("inline-script.js", source, {
    compress: true,
    mangle: true,
    module: false,
  });
  if (errors.length > 0) throw new Error(`an inline script does not parse: ${errors[0]?.message}`);
  // The semicolon a minifier ends with, and its line break, are a byte each the page can spare.
  return code.trim().replace(/;$/, "");
}
