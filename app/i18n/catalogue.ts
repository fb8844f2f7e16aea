import type { en } from "./catalogues/en/index.ts";

/** A text's forms by plural category, e.g. `{ one: "{count} minute", other: "{count} minutes" }`. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** The languages the site speaks without the owner's `texts`. */
export type BuiltInLanguage = "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";

/**
 * The namespaces the features bring, beside their code (`app/features/<name>/words/en.ts`): each
 * adds its own here by declaration merging, as a feature's settings join `SiteConfig`, so this
 * module imports no feature. The site's catalogue takes their words in (app/features/words.ts).
 */
// oxlint-disable-next-line typescript/no-empty-object-type -- the features declare its members
export interface FeatureNamespaces {}

/** The words of these namespaces in one language, key for key as in English. */
type WordsOf<Reference> = {
  [Name in keyof Reference]: {
    [Key in keyof Reference[Name]]: Reference[Name][Key] extends string ? string : PluralForms;
  };
};

/** The core's own words in one language (app/i18n/catalogues/): what `app/lib` may read. */
export type CoreCatalogue = WordsOf<typeof en>;

/** The site's own words in one language: the core's namespaces and the features', key for key. */
export type Catalogue = WordsOf<typeof en & FeatureNamespaces>;

export type Namespace = keyof Catalogue;

/** A key as an owner writes it in `texts`, e.g. "consent.accept". */
export type MessageKey = {
  [N in Namespace]: `${N}.${Extract<keyof Catalogue[N], string>}`;
}[Namespace];

export type Texts = Partial<Record<MessageKey, string | PluralForms>>;
