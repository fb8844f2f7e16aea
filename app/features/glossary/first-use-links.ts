import { createHash } from "node:crypto";
import type { Element, ElementContent, Root, Text } from "hast";
import { SKIP, visit } from "unist-util-visit";
import type { MarkdownStep } from "#app/lib/content/markdown-step.ts";
import { basePath } from "#app/lib/site-url.ts";
import { glossaryPage, glossaryTerms } from "./terms.ts";
import type { GlossaryWords } from "./words/en.ts";

/** Elements whose text is never linked: links already, headings, code, and figures' captions. */
const untouched = new Set(["a", "h1", "h2", "h3", "h4", "h5", "h6", "code", "pre", "figcaption"]);

/** A species article: content/types/<slug>.md, not the section's own page (content/types.md). */
const isSpeciesArticle = (file: string) => /(^|\/)content\/types\/[^/]+\.md$/.test(file);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A term's words, longest first, as one pattern matched whole (not "ring" in "ringed"). */
function patternOf(forms: readonly string[]): RegExp {
  const words = forms
    .toSorted((a, b) => b.length - a.length)
    .map(escaped)
    .join("|");
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, "iu");
}

/**
 * Links the first use of each term in a species article to its entry on /glossary: the first
 * place in reading order, outside headings and links, once per term. The terms the article uses
 * in another sense (`otherSenses`, its frontmatter's) are not linked.
 */
export function linkFirstUses(
  tree: Root,
  words: GlossaryWords,
  siteUrl: string,
  otherSenses: readonly string[] = [],
): void {
  const base = basePath(siteUrl);
  const waiting = glossaryTerms
    .filter((term) => term.inText && !otherSenses.includes(term.id))
    .map((term) => ({
      id: term.id,
      forms: words.terms[term.id as keyof GlossaryWords["terms"]].forms,
    }))
    .filter(({ forms }) => forms.length > 0)
    .map(({ id, forms }) => ({ id, pattern: patternOf(forms) }));
  visit(tree, (node, index, parent) => {
    if (node.type === "element" && untouched.has(node.tagName)) return SKIP;
    if (node.type !== "text" || parent === undefined || index === undefined) return;
    const found = waiting
      .map((term) => ({ term, match: term.pattern.exec(node.value) }))
      .filter(
        (hit): hit is { term: (typeof waiting)[number]; match: RegExpExecArray } =>
          hit.match !== null,
      )
      .toSorted((a, b) => a.match.index - b.match.index)[0];
    if (!found) return;
    waiting.splice(waiting.indexOf(found.term), 1);
    const { match, term } = found;
    const link: Element = {
      type: "element",
      tagName: "a",
      properties: { href: `${base}${glossaryPage}#${term.id}` },
      children: [{ type: "text", value: match[0] }],
    };
    const after: Text = { type: "text", value: node.value.slice(match.index + match[0].length) };
    const replaced: ElementContent[] = [
      ...(match.index > 0
        ? [{ type: "text", value: node.value.slice(0, match.index) } as const]
        : []),
      link,
      ...(after.value ? [after] : []),
    ];
    parent.children.splice(index, 1, ...replaced);
    // On to the text after the link, where another term may come first.
    return after.value ? index + replaced.length - 1 : index + replaced.length;
  });
}

/**
 * The glossary's step over the content: species articles only, in the site's language. Its name
 * carries a hash of the terms' words, so that a kept rendering is redone when they change.
 */
export const firstUseLinks = (words: GlossaryWords): MarkdownStep => ({
  name: `glossary-${createHash("sha256").update(JSON.stringify(words.terms)).digest("hex").slice(0, 12)}`,
  transformer: (file, siteUrl, { otherSenses }) =>
    isSpeciesArticle(file) ? (tree) => linkFirstUses(tree, words, siteUrl, otherSenses) : undefined,
});
