import { z } from "zod";
import type { BuiltInLanguage, Catalogue, PluralForms } from "./catalogue.ts";

const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g));

/** A text for a key whose English text is `english`, using only the placeholders it has. */
function textSchema(english: string | PluralForms) {
  const known = placeholders(typeof english === "string" ? english : english.other);
  const text = z
    .string()
    .trim()
    .min(1, "must not be empty")
    .refine((value) => [...placeholders(value)].every((name) => known.has(name)), {
      error: `may use only ${[...known].join(", ") || "no placeholders"}`,
    });
  if (typeof english === "string") return text;
  return z.strictObject({
    zero: text.optional(),
    one: text.optional(),
    two: text.optional(),
    few: text.optional(),
    many: text.optional(),
    other: text,
  });
}

/** Each key of a catalogue as `texts` spells it ("consent.accept"), with its text. */
const textsOf = (catalogue: Catalogue): [string, string | PluralForms][] =>
  Object.entries(catalogue).flatMap(([namespace, words]) =>
    Object.entries(words).map(([key, text]): [string, string | PluralForms] => [
      `${namespace}.${key}`,
      text,
    ]),
  );

/**
 * The owner's wording of the site's own texts, by key: `{ "consent.accept": "Okay" }`. An unknown
 * key fails the build with the nearest known one. The keys are those of `english`, the site's
 * English catalogue, the features' namespaces in it (app/i18n/site-messages.ts): passed in, so
 * the configuration's core schema reaches no feature.
 */
export const textsSchema = (english: Catalogue) =>
  z.strictObject(
    Object.fromEntries(textsOf(english).map(([key, text]) => [key, textSchema(text).optional()])),
  );

/**
 * The keys `texts` must still give for a language without a built-in catalogue (`builtIn`, the
 * site's catalogues by language: "de-AT" speaks "de").
 */
export function missingTexts(
  language: string,
  texts: Record<string, unknown> = {},
  builtIn: Readonly<Record<BuiltInLanguage, Catalogue>>,
): string[] {
  if ((language.split("-")[0] ?? "") in builtIn) return [];
  return textsOf(builtIn.en)
    .map(([key]) => key)
    .filter((key) => texts[key] === undefined);
}
