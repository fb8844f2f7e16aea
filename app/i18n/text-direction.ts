/** Languages written right to left, by their primary subtag. */
const rightToLeft = new Set(["ar", "ckb", "dv", "fa", "he", "ps", "sd", "ug", "ur", "yi"]);

/** "rtl" for a language written right to left, else "ltr". */
export function textDirection(tag: string): "rtl" | "ltr" {
  return rightToLeft.has(tag.split("-")[0] ?? tag) ? "rtl" : "ltr";
}
