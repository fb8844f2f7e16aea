import siteLocaleData from "virtual:locale-data";

/**
 * Values of the site's words one after another, as its language separates a list's items
 * ("White, Cream"; "أبيض، كريمي" in Arabic), from the data made at build time.
 */
export const separated = (values: readonly string[]) => values.join(siteLocaleData.listSeparator);
