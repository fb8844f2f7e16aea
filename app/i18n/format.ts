import type { ReactNode } from "react";
import { Fragment, createElement } from "react";
import type { PluralForms } from "./catalogue.ts";

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

/** The form of `forms` that `count` takes in `language`, with the count filled in. */
export function plural(forms: PluralForms, count: number, language: string): string {
  const category = new Intl.PluralRules(language).select(count);
  return fill(forms[category] ?? forms.other, { count: count.toLocaleString(language) });
}
