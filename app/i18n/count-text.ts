import siteLocaleData from "virtual:locale-data";
import { type LocaleData, megabytesFormat } from "./locale-data.ts";

/** A whole number below 1,000 in the language's digits. */
const digitsOf = (number: number, { digits }: LocaleData) =>
  [...String(number)].map((digit) => digits[Number(digit)]).join("");

/**
 * A whole count as the site's `language` writes it, in its digits made at build time: a page's
 * first Intl formatter loads the browser's locale data, a long task on a phone. From 1,000 on,
 * the language's grouping is Intl's to know.
 */
export function countText(count: number, language: string): string {
  if (count >= 1000) return count.toLocaleString(language);
  return digitsOf(count, siteLocaleData);
}

/**
 * A size in megabytes as Intl writes it with at most one decimal ("4.2 MB", "12 MB"), from the
 * data made at build time, as `countText`; from 1,000 MB on, Intl's.
 */
export function megabytesText(
  megabytes: number,
  language: string,
  data: LocaleData = siteLocaleData,
): string {
  const tenths = Math.round(megabytes * 10);
  if (tenths >= 10_000) return new Intl.NumberFormat(language, megabytesFormat).format(megabytes);
  const whole = digitsOf(Math.floor(tenths / 10), data);
  const decimal =
    tenths % 10 === 0 ? "" : `${data.megabytes.decimal}${digitsOf(tenths % 10, data)}`;
  return `${data.megabytes.before}${whole}${decimal}${data.megabytes.after}`;
}
