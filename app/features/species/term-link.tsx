import type { ReactNode } from "react";
import { fill } from "#app/i18n/format.ts";
import { withBase } from "#app/lib/site-url.ts";
import { useWords } from "#app/i18n/words.ts";
import termLinks from "virtual:term-links";

interface TermProps {
  /** The term's key, e.g. "volva" or "gillAttachment": a feature's `termLinks` say where it is explained. */
  term: string;
  children: string;
}

/**
 * A label that names a field term (the facts box's, a pair table's), linked to where the term is
 * explained when a feature explains it (the glossary), else the label alone. A plain anchor,
 * underlined by the list it is in (app.css: fact-list, pair-cards): a species page holds sixty of
 * them, and a class and the router's attributes on each would put it over its 100 KB.
 */
export function TermLink({ term, children }: TermProps) {
  const href = termLinks[term];
  if (href === undefined) return children;
  return <a href={withBase(href)}>{children}</a>;
}

interface ChoiceProps {
  /** The option's term key, e.g. "decurrent". */
  term: string;
  /** The option's words, for the link's name. */
  label: string;
  /** The option itself: its <label> with its box. */
  children: ReactNode;
}

/**
 * A choice that names a term (the key's options) with a link beside it, apart from its label so
 * that ticking the label does not follow it; the choice alone when no feature explains the term.
 */
export function TermChoice({ term, label, children }: ChoiceProps) {
  const { termLink: messages } = useWords();
  const href = termLinks[term];
  if (href === undefined) return children;
  return (
    <div className="flex items-center">
      {children}
      <a
        href={withBase(href)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-moss underline"
      >
        <span aria-hidden="true">?</span>
        <span className="sr-only">{fill(messages.explain, { term: label })}</span>
      </a>
    </div>
  );
}
