import { language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/format.ts";
import messages from "virtual:messages/species";

const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** A month's name in the site's language: 7 -> "July" ("long") or "J" ("narrow"). */
export function monthName(month: number, style: "long" | "narrow" = "long"): string {
  // Mid-month in UTC: the same month in every time zone.
  return new Intl.DateTimeFormat(language, { month: style, timeZone: "UTC" }).format(
    Date.UTC(2026, month - 1, 15),
  );
}

/** The months 1-12, for the season strip and the month filter. */
export const calendarMonths: readonly number[] = months;

const previous = (month: number) => (month === 1 ? 12 : month - 1);
const next = (month: number) => (month === 12 ? 1 : month + 1);

/**
 * A season as words: [7, 8, 9, 10] -> "July to October"; runs that cross the new year stay one
 * run ("November to February"); separate runs are listed ("April and July to October").
 */
export function seasonText(season: readonly number[]): string {
  const inSeason = new Set(season);
  if (inSeason.size === 12) return messages.allYear;
  const runs = months
    .filter((month) => inSeason.has(month) && !inSeason.has(previous(month)))
    .map((start) => {
      let end = start;
      while (inSeason.has(next(end))) end = next(end);
      return start === end
        ? monthName(start)
        : fill(messages.seasonRange, { from: monthName(start), to: monthName(end) });
    });
  return new Intl.ListFormat(language, { type: "conjunction" }).format(runs);
}
