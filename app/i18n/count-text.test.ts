import { expect, test } from "vitest";
import { countText, megabytesText } from "./count-text.ts";
import { localeData, megabytesFormat } from "./locale-data.ts";

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

test("the locale data separates a list's items as each language does, without its word for and", () => {
  expect(localeData("en").listSeparator).toBe(", ");
  expect(localeData("de").listSeparator).toBe(", ");
  // Arabic's lists join every item with "و" after its own comma.
  expect(localeData("ar-EG").listSeparator).toBe("، ");
  expect(localeData("ja").listSeparator).toBe("、");
});

test("a size in megabytes is written as Intl writes it, in every language of the site and one of other digits", () => {
  const languages = ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar-EG"];
  for (const language of languages) {
    const intl = new Intl.NumberFormat(language, megabytesFormat);
    for (const megabytes of [0.1, 0.96, 4.2, 4.25, 12, 12.04, 999.94, 1234.5]) {
      expect(megabytesText(megabytes, language, localeData(language)), language).toBe(
        intl.format(megabytes),
      );
    }
  }
});
