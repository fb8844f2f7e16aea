import type { ReactNode } from "react";
import { Fragment, createElement } from "react";
import { placeholder } from "./format.ts";

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
