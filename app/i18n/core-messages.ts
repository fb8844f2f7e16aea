import type { BuiltInLanguage, CoreCatalogue, Texts } from "./catalogue.ts";
import { de } from "./catalogues/de/index.ts";
import { en } from "./catalogues/en/index.ts";
import { es } from "./catalogues/es/index.ts";
import { fr } from "./catalogues/fr/index.ts";
import { it } from "./catalogues/it/index.ts";
import { nl } from "./catalogues/nl/index.ts";
import { pl } from "./catalogues/pl/index.ts";
import { pt } from "./catalogues/pt/index.ts";

/** The core's words in each built-in language; the features bring theirs (site-messages.ts). */
export const coreCatalogues: Record<BuiltInLanguage, CoreCatalogue> = {
  en,
  de,
  fr,
  es,
  it,
  nl,
  pl,
  pt,
};

const isBuiltIn = (language: string): language is BuiltInLanguage => language in coreCatalogues;

/** The built-in language a language tag speaks ("de-AT" speaks "de"), if the site has it. */
export function builtInLanguage(language: string): BuiltInLanguage | undefined {
  const primary = language.split("-")[0] ?? "";
  return isBuiltIn(primary) ? primary : undefined;
}

/**
 * A copy of `catalogue` with the owner's texts over it. A key it does not have is left out, not
 * an error here: vite.config.ts words the site before the configuration is checked, and the check
 * (app/i18n/texts.schema.ts) names the key, with the nearest real one.
 */
export function withTexts<Words extends object>(catalogue: Words, texts: Texts): Words {
  const messages = structuredClone(catalogue);
  for (const [key, text] of Object.entries(texts)) {
    const dot = key.indexOf(".");
    if (dot < 0) continue;
    const [namespace, name] = [key.slice(0, dot), key.slice(dot + 1)];
    // Own properties only: a key such as "__proto__.x" must not reach Object.prototype.
    if (!Object.hasOwn(messages, namespace)) continue;
    const words: unknown = Reflect.get(messages, namespace);
    if (typeof words === "object" && words !== null && Object.hasOwn(words, name))
      Reflect.set(words, name, text);
  }
  return messages;
}

/**
 * The core's words in `language` with the owner's texts: what `app/lib` reads (site-words.ts),
 * which must reach no feature, so not the features' namespaces.
 */
export const coreMessages = (language: string, texts: Texts = {}): CoreCatalogue =>
  withTexts(coreCatalogues[builtInLanguage(language) ?? "en"], texts);
