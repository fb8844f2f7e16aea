import type { PluralForms } from "./catalogue.ts";
import { fill } from "./format.ts";

// A module of its own: every page loads format.ts with the shared chunk, and only an article and
// the species filters count things, so the plural rules stay out of the home page's first load.
/**
 * The form of `forms` that `count` takes in `language`, with the count filled in, as `written`
 * (in the browser, `countText`'s) or else as Intl writes it.
 */
export function plural(
  forms: PluralForms,
  count: number,
  language: string,
  written = count.toLocaleString(language),
): string {
  const category = new Intl.PluralRules(language).select(count);
  return fill(forms[category] ?? forms.other, { count: written });
}
