import { siteConfig } from "#app/config/site.ts";

/** Languages written right to left, by their primary subtag. */
const rightToLeft = new Set(["ar", "ckb", "dv", "fa", "he", "ps", "sd", "ug", "ur", "yi"]);

/** The site's one language: pages are built in it, whatever the visitor's browser prefers. */
export const language = siteConfig.language;

/** "rtl" for a language written right to left, else "ltr". */
export function textDirection(tag: string): "rtl" | "ltr" {
  return rightToLeft.has(tag.split("-")[0]!) ? "rtl" : "ltr";
}

export const direction = textDirection(language);
