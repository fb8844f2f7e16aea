import { z } from "zod";
import { builtInCatalogue, englishText, isPluralKey, messageKeys } from "./site-messages.ts";

const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g));

/** A text for `key`, using only the placeholders the key's English text has. */
function textSchema(key: (typeof messageKeys)[number]) {
  const english = englishText(key);
  const known = placeholders(typeof english === "string" ? english : english.other);
  const text = z
    .string()
    .trim()
    .min(1, "must not be empty")
    .refine((value) => [...placeholders(value)].every((name) => known.has(name)), {
      error: `may use only ${[...known].join(", ") || "no placeholders"}`,
    });
  if (!isPluralKey(key)) return text;
  return z.strictObject({
    zero: text.optional(),
    one: text.optional(),
    two: text.optional(),
    few: text.optional(),
    many: text.optional(),
    other: text,
  });
}

/**
 * The owner's wording of the site's own texts, by key: `{ "consent.accept": "Okay" }`. An unknown
 * key fails the build with the nearest known one.
 */
export const textsSchema = z.strictObject(
  Object.fromEntries(messageKeys.map((key) => [key, textSchema(key).optional()])),
);

/** The keys `texts` must still give for a language without a built-in catalogue. */
export function missingTexts(language: string, texts: Record<string, unknown> = {}): string[] {
  if (builtInCatalogue(language)) return [];
  return messageKeys.filter((key) => texts[key] === undefined);
}
