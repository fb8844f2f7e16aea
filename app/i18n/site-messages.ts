import { featureCatalogue } from "#app/features/words.ts";
import { perSettings } from "#app/config/per-settings.ts";
import type { BuiltInLanguage, Catalogue, MessageKey, Texts } from "./catalogue.ts";
import { builtInLanguage, coreCatalogues, withTexts } from "./core-messages.ts";

/** A built-in language's words: the core's namespaces, then the features' (app/features/words.ts). */
const catalogueIn = (language: BuiltInLanguage): Catalogue => ({
  ...coreCatalogues[language],
  ...featureCatalogue(language),
});

const en = catalogueIn("en");

/** The languages the site speaks without help; any other needs every text from the owner. */
export const builtInCatalogues: Readonly<Record<BuiltInLanguage, Catalogue>> = {
  en,
  de: catalogueIn("de"),
  fr: catalogueIn("fr"),
  es: catalogueIn("es"),
  it: catalogueIn("it"),
  nl: catalogueIn("nl"),
  pl: catalogueIn("pl"),
  pt: catalogueIn("pt"),
};

/** Every key of the catalogue, as `texts` spells it: "consent.accept". */
export const messageKeys = Object.entries(en).flatMap(([namespace, messages]) =>
  Object.keys(messages).map((key) => `${namespace}.${key}` as MessageKey),
);

/** The built-in catalogue of a language tag: "de-AT" speaks "de". */
function builtInCatalogue(language: string): Catalogue | undefined {
  const builtIn = builtInLanguage(language);
  return builtIn === undefined ? undefined : builtInCatalogues[builtIn];
}

/**
 * The site's words: the language's catalogue with the owner's `texts` over it. A language without
 * a catalogue starts from English only to be overwritten: the schema makes sure that `texts` gives
 * every key.
 */
export const siteMessages = (language: string, texts: Texts = {}): Catalogue =>
  withTexts(builtInCatalogue(language) ?? en, texts);

/**
 * Every word of the site for these settings: what a render at build time is given (ADR 037).
 * Made once per settings object, as each article's body is a render of its own.
 */
export const siteMessagesFor = perSettings((settings) =>
  siteMessages(settings.language, settings.texts),
);
