/** What the pages write with Intl's formatters, made at build time for the site's language. */
export interface LocaleData {
  /** The twelve months' names, January first: "July" (long) and "J" (narrow). */
  months: { long: string[]; narrow: string[] };
  /** The digits 0 to 9 as the language writes them. */
  digits: string[];
}

/**
 * The locale data of `language`, for `virtual:locale-data` (scripts/pipeline/messages-plugin.ts): a
 * page's first Intl formatter loads the browser's locale data, a long task on a phone, so the
 * pages write months and counts from these instead (docs/benchmarks.md).
 */
export function localeData(language: string): LocaleData {
  const monthNames = (month: "long" | "narrow") =>
    Array.from({ length: 12 }, (_, index) =>
      // Mid-month in UTC: the same month in every time zone.
      new Intl.DateTimeFormat(language, { month, timeZone: "UTC" }).format(
        Date.UTC(2026, index, 15),
      ),
    );
  const number = new Intl.NumberFormat(language);
  return {
    months: { long: monthNames("long"), narrow: monthNames("narrow") },
    digits: Array.from({ length: 10 }, (_, digit) => number.format(digit)),
  };
}
