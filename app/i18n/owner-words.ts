import type { Catalogue } from "./catalogue.ts";
import { textDirection } from "./text-direction.ts";

type Defaults = Catalogue["defaults"];

/** The site's pages that have a word of their own for a link's label (catalogues' `defaults`). */
const pageWords = {
  "/about": "about",
  "/types": "types",
  "/culture": "culture",
  "/blog": "blog",
  "/contact": "contact",
  "/privacy": "privacy",
  "/search": "search",
  "/identify": "identify",
} as const satisfies Record<string, keyof Defaults>;

/** Whether a link to `href` may leave out its label: the site has a word for that page. */
export const hasPageWord = (href: string): href is keyof typeof pageWords => href in pageWords;

/**
 * A link's label: the owner's, or else the site's word for the page in the site's language, so a
 * shipped configuration switched to `language: "de"` reads "Über uns", not "About".
 */
export function linkLabel(link: { label?: string | undefined; href: string }, words: Defaults) {
  if (link.label !== undefined) return link.label;
  return hasPageWord(link.href) ? words[pageWords[link.href]] : link.href;
}

/** The tagline and the default meta description: the owner's, or else the site's own. */
export function ownerTexts(
  config: { tagline?: string | undefined; description?: string | undefined },
  words: Defaults,
) {
  return {
    tagline: config.tagline ?? words.tagline,
    description: config.description ?? words.description,
  };
}

/** A language tag's primary subtag: "de" for "de-AT". */
const primary = (tag: string) => tag.split("-")[0] ?? tag;

/** The language of the content (content/: its titles and text): English unless the owner says otherwise. */
export const contentLanguageOf = (config: { contentLanguage?: string | undefined }) =>
  config.contentLanguage ?? "en";

/**
 * The `lang` the content is marked with on the page: its language (`contentLanguageOf`) where the
 * site speaks another, so screen readers and translators read it right; nothing where they are
 * the same.
 */
export function contentLangOf(config: { language: string; contentLanguage?: string | undefined }) {
  const content = contentLanguageOf(config);
  return primary(content) === primary(config.language) ? undefined : content;
}

/**
 * The attributes the content is marked with where the site speaks another language: its `lang`,
 * and its `dir` where it reads the other way (English text on an Arabic site), so that its
 * punctuation stays at its end and its words in their order; nothing where the two are the same.
 */
export function contentAttributesOf(config: {
  language: string;
  contentLanguage?: string | undefined;
}): { lang?: string; dir?: "ltr" | "rtl" } {
  const lang = contentLangOf(config);
  if (lang === undefined) return {};
  const dir = textDirection(lang);
  return dir === textDirection(config.language) ? { lang } : { lang, dir };
}
