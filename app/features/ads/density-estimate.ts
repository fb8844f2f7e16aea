import type { Element, Root, RootContent } from "hast";
import { select } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { mostAdDensity } from "./ad-density.ts";

// The build's estimate of a page's content height on a narrow screen, from its finished HTML and
// the Tailwind classes it carries: enough to tell the owner which configured banners a phone will
// not show. The visitor's browser decides with the real heights (ad-density.ts).

/** The screens the owner is told about: a phone, and a tablet held upright. */
export const estimatedWidths = [390, 768] as const;

/** A slot's height on a narrow screen beside its box: its label above it, and its top margin. */
const slotOverhead = 20 + 48;

/** Tailwind's breakpoints that apply below 1024 px, in px. */
const breakpoints: Record<string, number> = { sm: 640, md: 768 };

/** Tailwind's type scale: font size and line height, in px. */
const typeScale: Record<string, [size: number, line: number]> = {
  xs: [12, 16],
  sm: [14, 20],
  base: [16, 24],
  lg: [18, 28],
  xl: [20, 28],
  "2xl": [24, 32],
  "3xl": [30, 36],
  "4xl": [36, 40],
  "5xl": [48, 48],
};

/** The classes of an element that apply at `width`: "sm:py-4" only from 640 px on. */
function classesAt(element: Element, width: number): string[] {
  const names = (element.properties.className as string[] | undefined) ?? [];
  return names.flatMap((name) => {
    const [prefix, rest] = name.includes(":") ? name.split(":", 2) : ["", name];
    if (prefix === "") return [name];
    const from = breakpoints[prefix ?? ""];
    return from !== undefined && width >= from && rest ? [rest] : [];
  });
}

/** A spacing class's value in px: "py-4" is 16 px on each side; the last that applies wins. */
function spacing(classes: readonly string[], sides: readonly string[]): number {
  let value = 0;
  for (const name of classes) {
    const match = /^([a-z]+)-(\d+(?:\.\d+)?)$/.exec(name);
    if (match && sides.includes(match[1] ?? "")) value = Number(match[2]) * 4;
  }
  return value;
}

interface Context {
  width: number;
  type: [size: number, line: number];
}

/** The height of `text` set in the context's type, at 0.5 em a character. */
function textHeight(text: string, { width, type: [size, line] }: Context): number {
  const characters = text.replace(/\s+/g, " ").trim().length;
  if (characters === 0 || width <= 0) return 0;
  return Math.ceil(characters / Math.max(1, Math.floor(width / (size * 0.5)))) * line;
}

/** Elements that flow in a line of text rather than start a block of their own. */
const inline = new Set([
  "a",
  "span",
  "strong",
  "em",
  "b",
  "i",
  "time",
  "abbr",
  "code",
  "small",
  "mark",
  "br",
  "sup",
  "sub",
]);

/** Whether an element holds only text and inline elements: one run of lines, measured whole. */
const isTextBlock = (element: Element): boolean =>
  element.children.every(
    (child) =>
      child.type === "text" ||
      (child.type === "element" && inline.has(child.tagName) && isTextBlock(child)),
  );

/** The height an element keeps whatever its content: `h-[1600px]`, `min-h-[18.5rem]`, an image's. */
function fixedHeight(element: Element, classes: readonly string[], width: number): number {
  for (const name of classes) {
    const match = /^(?:min-)?h-\[(\d+(?:\.\d+)?)(px|rem)\]$/.exec(name);
    if (match) return Number(match[1]) * (match[2] === "rem" ? 16 : 1);
  }
  const height = Number(element.properties.height);
  const intrinsic = Number(element.properties.width);
  return height > 0 && intrinsic > 0 ? (height * Math.min(width, intrinsic)) / intrinsic : 0;
}

function heightOf(node: RootContent, context: Context): number {
  if (node.type === "text") return textHeight(node.value, context);
  if (node.type !== "element" || node.tagName === "script" || node.tagName === "style") return 0;
  const classes = classesAt(node, context.width);
  if (classes.includes("hidden") || classes.includes("sr-only")) return 0;
  const scale = classes
    .map((name) => (name.startsWith("text-") ? typeScale[name.slice(5)] : undefined))
    .findLast((found) => found !== undefined);
  const inner: Context = {
    width: context.width - spacing(classes, ["p", "px"]) * 2,
    type: scale ?? context.type,
  };
  const columns = Number(
    classes.flatMap((name) => /^grid-cols-(\d+)$/.exec(name)?.[1] ?? []).at(-1) ?? 1,
  );
  // A table's row sets its cells side by side, each a share of the width.
  const cells =
    node.tagName === "tr" ? node.children.filter((child) => child.type === "element") : [];
  const inRow = cells.length > 0 || (classes.includes("flex") && !classes.includes("flex-col"));
  const share = cells.length > 0 ? cells.length : inRow ? 1 : columns;
  const children = isTextBlock(node)
    ? [textHeight(toString(node), inner)]
    : node.children.map((child) => heightOf(child, { ...inner, width: inner.width / share }));
  const gap = spacing(classes, inRow ? [] : ["gap", "gap-y", "space-y"]);
  let content: number;
  if (inRow) content = Math.max(0, ...children);
  else {
    const rows: number[] = [];
    for (let index = 0; index < children.length; index += columns) {
      rows.push(Math.max(0, ...children.slice(index, index + columns)));
    }
    content = rows.reduce((sum, row) => sum + row, 0) + gap * Math.max(0, rows.length - 1);
  }
  const outer = spacing(classes, ["p", "py", "pt"]) + spacing(classes, ["p", "py", "pb"]);
  const margins = spacing(classes, ["my", "mt"]) + spacing(classes, ["my", "mb"]);
  return Math.max(fixedHeight(node, classes, context.width), content + outer) + margins;
}

/** A page's content (`<main>`) as tall as the estimate makes it on a screen `width` wide. */
export function estimatedContentHeight(page: Root, width: number): number {
  const main = select("main", page);
  return main ? heightOf(main, { width, type: [16, 24] }) : 0;
}

/**
 * How many of a page's slots below its content a narrow screen shows, in their order (the extra
 * ad script's first, as ad-density.ts keeps it): each while the ads stay within `mostAdDensity`.
 */
export function slotsWithinDensity(contentHeight: number, slotHeights: readonly number[]): number {
  let ads = 0;
  let shown = 0;
  for (const height of slotHeights) {
    const withIt = ads + height + slotOverhead;
    if (withIt / (contentHeight + withIt) > mostAdDensity) break;
    ads = withIt;
    shown += 1;
  }
  return shown;
}
