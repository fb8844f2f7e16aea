import type { Catalogue, MessageKey, Namespace, PluralForms } from "./catalogue.ts";
import { de } from "./catalogues/de/index.ts";
import { en } from "./catalogues/en/index.ts";
import { es } from "./catalogues/es/index.ts";
import { fr } from "./catalogues/fr/index.ts";
import { it } from "./catalogues/it/index.ts";
import { nl } from "./catalogues/nl/index.ts";
import { pl } from "./catalogues/pl/index.ts";
import { pt } from "./catalogues/pt/index.ts";

/** The languages the site speaks without help; any other needs every text from the owner. */
export const builtInCatalogues: Record<string, Catalogue> = { en, de, fr, es, it, nl, pl, pt };

/** Every key of the catalogue, as `texts` spells it: "consent.accept". */
export const messageKeys = Object.entries(en).flatMap(([namespace, messages]) =>
  Object.keys(messages).map((key) => `${namespace}.${key}` as MessageKey),
);

/** Whether a key's text has plural forms (an object) rather than one string. */
export const isPluralKey = (key: MessageKey) => typeof englishText(key) === "object";

export function englishText(key: MessageKey): string | PluralForms {
  const [namespace, name] = splitKey(key);
  return (en[namespace] as Record<string, string | PluralForms>)[name]!;
}

/** The built-in catalogue of a language tag: "de-AT" speaks "de". */
export function builtInCatalogue(language: string): Catalogue | undefined {
  return builtInCatalogues[language.split("-")[0]!];
}

export type Texts = Partial<Record<MessageKey, string | PluralForms>>;

const knownKeys = new Set<string>(messageKeys);

/**
 * The site's words: the language's catalogue with the owner's `texts` over it. A language without
 * a catalogue starts from English only to be overwritten: the schema makes sure that `texts` gives
 * every key. A key the catalogue does not have is left out, not an error here: vite.config.ts
 * words the site before the configuration is checked, and the check (app/i18n/texts.schema.ts)
 * names the key, with the nearest real one.
 */
export function siteMessages(language: string, texts: Texts = {}): Catalogue {
  const messages = structuredClone(builtInCatalogue(language) ?? en);
  for (const [key, text] of Object.entries(texts)) {
    if (!knownKeys.has(key)) continue;
    const [namespace, name] = splitKey(key as MessageKey);
    (messages[namespace] as Record<string, string | PluralForms>)[name] = text;
  }
  return messages;
}

function splitKey(key: MessageKey): [Namespace, string] {
  const [namespace, name] = key.split(".") as [Namespace, string];
  return [namespace, name];
}
