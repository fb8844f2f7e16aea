import type { PluralForms } from "./catalogue.ts";
import { fill } from "./format.ts";

// A module of its own: every page loads format.ts with the shared chunk, and only an article and
// the species filters count things, so the plural rules stay out of the home page's first load.
/** The form of `forms` that `count` takes in `language`, with the count filled in. */
export function plural(forms: PluralForms, count: number, language: string): string {
  const category = new Intl.PluralRules(language).select(count);
  return fill(forms[category] ?? forms.other, { count: count.toLocaleString(language) });
}
