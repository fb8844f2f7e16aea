/** What the pages write with Intl's formatters, made at build time for the site's language. */
export interface LocaleData {
  /** The twelve months' names, January first: "July" (long) and "J" (narrow). */
  months: { long: string[]; narrow: string[] };
  /** The digits 0 to 9 as the language writes them. */
  digits: string[];
  /** A size in megabytes: what comes before and after the number ("", " MB"), its decimal sign. */
  megabytes: { before: string; after: string; decimal: string };
  /** What stands between the items of a list without an "and": ", "; "، " in Arabic. */
  listSeparator: string;
}

/** How Intl writes a size in megabytes with at most one decimal, as the offline control states it. */
export const megabytesFormat = {
  style: "unit",
  unit: "megabyte",
  maximumFractionDigits: 1,
} as const satisfies Intl.NumberFormatOptions;

/** The parts around a number with a decimal that Intl writes in megabytes in `language`. */
function megabytesParts(language: string): LocaleData["megabytes"] {
  const parts = new Intl.NumberFormat(language, megabytesFormat).formatToParts(1.5);
  const first = parts.findIndex(({ type }) => type === "integer");
  const last = parts.findLastIndex(({ type }) => type === "fraction");
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map(({ value }) => value)
      .join("");
  return {
    before: text(0, first),
    after: text(last + 1),
    decimal: parts.find(({ type }) => type === "decimal")?.value ?? ".",
  };
}

/**
 * The separator Intl puts between a list's first two items, for values listed one after another
 * ("White, Cream"): the conjunction's, or where that is a word (Arabic joins every item with "و",
 * "and"), the punctuation of a list of units without its words.
 */
function listSeparatorOf(language: string): string {
  const first = (type: Intl.ListFormatType) =>
    new Intl.ListFormat(language, { type, style: "short" }).formatToParts(["a", "b", "c"])[1]
      ?.value ?? ", ";
  const conjunction = first("conjunction");
  if (!/\p{L}/u.test(conjunction)) return conjunction;
  const punctuation = first("unit").replaceAll(/\p{L}+/gu, "");
  return punctuation.trim() === "" ? ", " : punctuation;
}

/** Each language's data, made once: the build writes each species' season with it. */
const made = new Map<string, LocaleData>();

/**
 * The locale data of `language`, for `virtual:locale-data` (scripts/pipeline/messages-plugin.ts): a
 * page's first Intl formatter loads the browser's locale data, a long task on a phone, so the
 * pages write months, counts and sizes from these instead (docs/benchmarks.md).
 */
export function localeData(language: string): LocaleData {
  const known = made.get(language) ?? makeLocaleData(language);
  made.set(language, known);
  return known;
}

function makeLocaleData(language: string): LocaleData {
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
    megabytes: megabytesParts(language),
    listSeparator: listSeparatorOf(language),
  };
}
