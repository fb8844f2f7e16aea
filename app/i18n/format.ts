import type { ReactNode } from "react";
import { Fragment, createElement } from "react";

const placeholder = /\{(\w+)\}/g;

/** "Welcome to {brand}" with `{ brand: "Fungi Atlas" }` -> "Welcome to Fungi Atlas". */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(placeholder, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** `fill` for values that are elements, e.g. a `<time>` in "Published {date}". */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  const parts = text.split(placeholder);
  // split() with a capture group alternates text and placeholder names.
  return parts.map((part, index) =>
    createElement(
      Fragment,
      { key: index },
      index % 2 === 1 && part in values ? values[part] : part,
    ),
  );
}
