import localeData from "virtual:locale-data";

/** A month's name in the site's language: 7 -> "July" ("long") or "J" ("narrow"). */
export function monthName(month: number, style: "long" | "narrow" = "long"): string {
  return localeData.months[style][month - 1]!;
}

/** The months 1-12, for the season strip and the month filter. */
export const calendarMonths: readonly number[] = Array.from(
  { length: 12 },
  (_, index) => index + 1,
);
