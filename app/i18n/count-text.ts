import localeData from "virtual:locale-data";

/**
 * A whole count as the site's `language` writes it, in its digits made at build time: a page's
 * first Intl formatter loads the browser's locale data, a long task on a phone. From 1,000 on,
 * the language's grouping is Intl's to know.
 */
export function countText(count: number, language: string): string {
  if (count >= 1000) return count.toLocaleString(language);
  return [...String(count)].map((digit) => localeData.digits[Number(digit)]).join("");
}
