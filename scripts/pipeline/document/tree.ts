import type { Element, ElementContent, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { type Options, toHtml } from "hast-util-to-html";
import { EXIT, visit } from "unist-util-visit";

/**
 * As React writes markup: `<!DOCTYPE html>`, void elements closed with "/>", named references,
 * and only the characters that must be escaped.
 */
const serializeOptions: Options = {
  upperDoctype: true,
  closeSelfClosing: true,
  tightSelfClosing: true,
  characterReferences: { useNamedReferences: true },
  allowDangerousCharacters: true,
};

/** A whole HTML document as a tree. */
export const parseDocument = (html: string): Root => fromHtml(html);

export const serializeDocument = (tree: Root): string => toHtml(tree, serializeOptions);

/** Puts `replacements` where `element` is in the tree: none removes it. */
export function replaceElement(
  tree: Root,
  element: Element,
  replacements: readonly ElementContent[],
): void {
  let replaced = false;
  visit(tree, "element", (node, index, parent) => {
    if (node !== element || parent === undefined || index === undefined) return;
    parent.children.splice(index, 1, ...replacements);
    replaced = true;
    return EXIT;
  });
  if (!replaced) throw new Error(`the <${element.tagName}> to replace is not in the document`);
}

export const removeElement = (tree: Root, element: Element) => replaceElement(tree, element, []);

export const insertAfter = (tree: Root, element: Element, nodes: readonly ElementContent[]) =>
  replaceElement(tree, element, [element, ...nodes]);
