import type { en } from "./catalogues/en/index.ts";

/** A text's forms by plural category, e.g. `{ one: "{count} minute", other: "{count} minutes" }`. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

type Reference = typeof en;

/** The site's own words in one language: every namespace of the English catalogue, key for key. */
export type Catalogue = {
  [Name in keyof Reference]: {
    [Key in keyof Reference[Name]]: Reference[Name][Key] extends string ? string : PluralForms;
  };
};

export type Namespace = keyof Catalogue;

/** A key as an owner writes it in `texts`, e.g. "consent.accept". */
export type MessageKey = {
  [N in Namespace]: `${N}.${Extract<keyof Catalogue[N], string>}`;
}[Namespace];
