import type { Element, Root } from "hast";
import { matches, select } from "hast-util-select";
import { type AstRule, type AstSelector, createParser, render } from "css-selector-parser";
import { find, html } from "property-information";
import { visit } from "unist-util-visit";

// Which of the stylesheet's rules an element of a page can match (keepPageStyles, ADR 040).

/**
 * What the page's markup has, by the names a selector asks for: `tag:h3`, `class:sr-only`,
 * `id:main`, `attribute:data-verdict`, and `attribute:data-verdict=differs` for each value.
 */
export interface PageIndex {
  markups: readonly Root[];
  /** The elements that have each name. */
  holders: Map<string, Element[]>;
  /** The variables the markup reads: an inline `style`, a drawing's `fill`. */
  variables: Set<string>;
}

/** The page's elements by name, and the variables its markup reads. */
export function indexPage(markups: readonly Root[]): PageIndex {
  const index: PageIndex = { markups, holders: new Map(), variables: new Set() };
  const add = (key: string, element: Element) => {
    const holders = index.holders.get(key);
    if (holders) holders.push(element);
    else index.holders.set(key, [element]);
  };
  for (const markup of markups) {
    // A walk rather than hast-util-select's `*`, which took two to three times as long.
    visit(markup, "element", (element) => {
      add(`tag:${element.tagName.toLowerCase()}`, element);
      if (formFields.has(element.tagName)) add(formField, element);
      for (const [property, value] of Object.entries(element.properties)) {
        const { attribute, commaSeparated } = find(html, property);
        const text = Array.isArray(value)
          ? value.join(commaSeparated ? "," : " ")
          : value === true
            ? ""
            : String(value);
        const attributeKey = `attribute:${attribute.toLowerCase()}`;
        add(attributeKey, element);
        add(`${attributeKey}=${text}`, element);
        if (property === "className" && Array.isArray(value)) {
          for (const name of value) add(`class:${String(name)}`, element);
        }
        if (property === "id") add(`id:${text}`, element);
        for (const [, name = ""] of text.matchAll(variableReference)) index.variables.add(name);
      }
    });
  }
  return index;
}

const parseSelector = createParser({ syntax: "progressive" });

/**
 * Whether an element of the page can match one of the selector's list, whatever the visitor does
 * without JavaScript. Pseudo-classes and pseudo-elements are left out (`:hover`, `:checked`,
 * `::before`: the element is what counts), and so are the attributes that change without a script
 * (`[open]`, toggled by `<details>` and `<dialog>`) or before the stylesheet (those of the root,
 * which the head's script marks). Each name a selector asks for must be on the page; where it also
 * asks for structure (a combinator, two conditions on one element), the elements that have the
 * first part's names are tried. A selector the parser does not know is kept.
 */
export function couldMatch(selector: string, index: PageIndex): boolean {
  let list: AstSelector;
  try {
    list = parseSelector(selector);
  } catch {
    return true;
  }
  return list.rules.some((rule) => {
    if (!compoundsOf(rule).every((compound) => namesOnPage(compound, index))) return false;
    const query = loosen(rule);
    const structural =
      query.nestedRule !== undefined ||
      compoundsOf(query).some((compound) => compound.items.length > 1);
    return !structural || found(query, index);
  });
}

/**
 * Whether an element matches the rule: one that has its first part's rarest name and matches that
 * part, with the rest below it (a whole-page search per rule cost 30 ms a species page). A rule
 * that looks beside an element (`+`, `~`) is searched for in the whole page.
 */
function found(rule: AstRule, index: PageIndex): boolean {
  const { nestedRule, ...first } = rule;
  const candidates = namesOf(first)
    .map((key) => index.holders.get(key) ?? [])
    .reduce<Element[] | undefined>(
      (fewest, holders) => (fewest && fewest.length <= holders.length ? fewest : holders),
      undefined,
    );
  try {
    if (!candidates || compoundsOf(rule).some(({ combinator }) => combinator?.match(/[+~]/))) {
      const query = render(rule);
      return index.markups.some((markup) => select(query, markup) !== undefined);
    }
    const part = render(first);
    const rest = nestedRule && render({ type: "Rule", items: [scope], nestedRule });
    return candidates.some(
      (element) => matches(part, element) && (!rest || select(rest, element) !== undefined),
    );
  } catch {
    return true;
  }
}

const scope = { type: "PseudoClass", name: "scope" } as const;

/** The pseudo-classes whose selectors name what an element, or one below it, must have. */
const selectorLists = new Set(["is", "where", "has"]);

/**
 * Whether the names a compound asks for are on the page, and for `:is()`, `:where()` and
 * `:has()` (Tailwind's `space-y-*` and `group-*`), those of one selector of their list.
 */
function namesOnPage(compound: AstRule, index: PageIndex): boolean {
  const fieldPart = compound.items.some(
    (item) => item.type === "PseudoElement" && formFieldPart.test(item.name),
  );
  return (
    [...namesOf(loosenCompound(compound)), ...(fieldPart ? [formField] : [])].every((key) =>
      index.holders.has(key),
    ) &&
    compound.items.every(
      (item) =>
        item.type !== "PseudoClass" ||
        !selectorLists.has(item.name) ||
        item.argument?.type !== "Selector" ||
        item.argument.rules.some((inner) =>
          compoundsOf(inner).every((part) => namesOnPage(part, index)),
        ),
    )
  );
}

/** The names a compound asks the page for, as `PageIndex` keys them. */
function namesOf(compound: AstRule): string[] {
  return compound.items.flatMap((item) => {
    switch (item.type) {
      case "TagName":
        return [`tag:${item.name.toLowerCase()}`];
      case "ClassName":
        return [`class:${item.name}`];
      case "Id":
        return [`id:${item.name}`];
      case "Attribute": {
        const name = `attribute:${item.name.toLowerCase()}`;
        return [
          item.operator === "=" && item.value?.type === "String"
            ? `${name}=${item.value.value}`
            : name,
        ];
      }
      default:
        return [];
    }
  });
}

/** The compounds of a rule, the first to the last: `nav > a` is `nav`, then `a`. */
function compoundsOf(rule: AstRule): AstRule[] {
  return rule.nestedRule ? [rule, ...compoundsOf(rule.nestedRule)] : [rule];
}

/**
 * The parts of form fields that the base styles reset (`::placeholder`, `::-webkit-datetime-edit`):
 * the only pseudo-elements that ask the page for something, any field.
 */
const formField = "form field";
const formFields = new Set(["input", "textarea", "select"]);
const formFieldPart = /^(-(webkit|moz)-[\w-]+|file-selector-button|placeholder)$/;

/** The rule as `couldMatch` matches it, each of its compounds loosened. */
function loosen(rule: AstRule): AstRule {
  const loosened = loosenCompound(rule);
  if (rule.nestedRule) loosened.nestedRule = loosen(rule.nestedRule);
  return loosened;
}

/** One compound without what a visitor or the head's script changes, and without what follows. */
function loosenCompound({ type, items, combinator }: AstRule): AstRule {
  const isRoot = items.some(
    (item) =>
      (item.type === "TagName" && item.name === "html") ||
      (item.type === "PseudoClass" && item.name === "root"),
  );
  const kept = items.filter(
    (item) =>
      item.type === "TagName" ||
      item.type === "ClassName" ||
      item.type === "Id" ||
      item.type === "WildcardTag" ||
      (item.type === "Attribute" && !isRoot && item.name !== "open"),
  );
  return {
    type,
    items: kept.length > 0 ? kept : [{ type: "WildcardTag" }],
    ...(combinator === undefined ? {} : { combinator }),
  };
}

export const variableReference = /var\(\s*(--[\w-]+)/g;
