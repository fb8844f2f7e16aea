import type { Root } from "hast";
import { select } from "hast-util-select";
import { h } from "hastscript";
import { themeColors } from "#app/lib/css-tokens.ts";
import { insertAfter } from "./tree.ts";

/**
 * Adds a `theme-color` meta for each colour scheme after the viewport meta, so the browser's own
 * bars match the page in both themes. Written by the build, not by React: the colours are read at
 * build time, and static head tags cost the browser bundle nothing.
 */
export function addThemeColors(tree: Root): void {
  const viewport = select('head > meta[name="viewport"]', tree);
  if (!viewport) throw new Error("the page has no viewport meta to put theme-color after");
  const metas = Object.entries(themeColors).map(([scheme, color]) =>
    h("meta", { name: "theme-color", media: `(prefers-color-scheme: ${scheme})`, content: color }),
  );
  insertAfter(tree, viewport, metas);
}
