import { createContext, use } from "react";
import type { MetaMatches } from "#app/config/settings.ts";
import type { Catalogue } from "./catalogue.ts";

// How the site's words reach the components as values (docs/decisions/037-words-flow-down-as-values.md):
// a render is given its words where it starts, as the settings are (ADR 034), and a component takes
// the namespaces it shows: `const { search: messages } = useWords()`. At build time a render is
// given every namespace, in the settings' language; in the browser, what the code that starts a
// React tree there gives it.

/** The words a render may show: every namespace at build time, its own in a tree the browser starts. */
export type PageWords = Partial<Catalogue>;

// No default, as with the settings: the root, the build's renderings and the browser's roots give
// the value.
const WordsContext = createContext<PageWords>(undefined as never);

/** Gives the words to every component below it: where a render starts. */
export const WordsProvider = WordsContext;

const checkedWords = new WeakMap<PageWords, Catalogue>();

/**
 * The words as a render reads them: where pages are rendered (the build, the dev server and the
 * tests), a namespace the render was not given fails it, naming the namespace, rather than showing
 * "undefined" to a visitor. The browser reads them as they are.
 */
function readable(words: PageWords): Catalogue {
  if (!(import.meta.env.SSR || import.meta.env.DEV)) return words as Catalogue;
  if (words === undefined) throw new Error("This render was given no words (ADR 037).");
  const checked =
    checkedWords.get(words) ??
    new Proxy(words as Catalogue, {
      get(target, namespace) {
        const found = target[namespace as keyof Catalogue];
        if (found !== undefined || typeof namespace !== "string") return found;
        throw new Error(
          `The words "${namespace}" were not given to this render: add them where it starts (ADR 037).`,
        );
      },
    });
  checkedWords.set(words, checked);
  return checked;
}

/** The site's words, in a component under a `WordsProvider`: take the namespaces it shows. */
export const useWords = (): Catalogue => readable(use(WordsContext));

/** The root's route handle's words: how a route's `meta`, which cannot use hooks, finds them. */
export type WordsHandle = { words: PageWords };

/** The site's words in a route's `meta`, from the root's handle, the first of its `matches`. */
export const wordsOf = (matches: MetaMatches): Catalogue =>
  readable((matches[0] as { handle: WordsHandle }).handle.words);
