import { de } from "./words/de.ts";
import { en, type GlossaryWords } from "./words/en.ts";
import { es } from "./words/es.ts";
import { fr } from "./words/fr.ts";
import { it } from "./words/it.ts";
import { nl } from "./words/nl.ts";
import { pl } from "./words/pl.ts";
import { pt } from "./words/pt.ts";

/** The glossary's words in each built-in language, beside its code rather than in app/i18n. */
export const glossaryCatalogues: Record<string, GlossaryWords> = { en, de, fr, es, it, nl, pl, pt };

/**
 * The language the glossary is written in on a site in `language` ("de-AT" speaks "de"): its own
 * where the glossary has its words, else English, which the page then marks (`lang`).
 */
export const glossaryLanguageOf = (language: string): string => {
  const primary = language.split("-")[0] ?? "";
  return primary in glossaryCatalogues ? primary : "en";
};

/** The glossary's `lang` on a site in `language`: none where it has its words, else their language. */
export const glossaryLangOf = (language: string): string | undefined => {
  const written = glossaryLanguageOf(language);
  return language.startsWith(written) ? undefined : written;
};

/** The glossary's words for a site in `language`. The owner's `texts` do not reach them (README.md). */
export const glossaryWords = (language: string): GlossaryWords =>
  glossaryCatalogues[glossaryLanguageOf(language)] ?? en;
