import { expect, test } from "vitest";
import { countText } from "./count-text.ts";
import { localeData } from "./locale-data.ts";

test("a count is written as Intl writes it in the site's language", () => {
  for (const count of [0, 7, 42, 999, 1000, 12_345]) {
    expect(countText(count, "en")).toBe(count.toLocaleString("en"));
  }
});

test("the locale data holds each language's own digits and month names", () => {
  expect(localeData("en").digits.join("")).toBe("0123456789");
  expect(localeData("ar-EG").digits.join("")).toBe("٠١٢٣٤٥٦٧٨٩");
  expect(localeData("de").months.long[2]).toBe("März");
  expect(localeData("de").months.narrow[2]).toBe("M");
});
