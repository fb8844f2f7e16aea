import type { SiteConfig } from "#app/config/site-config.ts";
import { fill } from "#app/i18n/format.ts";
import { localeData } from "#app/i18n/locale-data.ts";
import { siteWords } from "#app/i18n/site-words.ts";

// Written at build time, where the species pages are made, so the browser builds no Intl
// formatter while a page loads.

const months = Array.from({ length: 12 }, (_, index) => index + 1);
const previous = (month: number) => (month === 1 ? 12 : month - 1);
const next = (month: number) => (month === 12 ? 1 : month + 1);
const list = (language: string) => new Intl.ListFormat(language, { type: "conjunction" });

/**
 * A season as words: [7, 8, 9, 10] -> "July to October"; runs that cross the new year stay one
 * run ("November to February"); separate runs are listed ("April and July to October").
 */
export function seasonText(season: readonly number[], settings: SiteConfig): string {
  const messages = siteWords(settings).species;
  const monthNames = localeData(settings.language).months.long;
  const monthName = (month: number) => monthNames[month - 1]!;
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
  return list(settings.language).format(runs);
}

/** Names as a list in `language`: "Girolle and Golden chanterelle" in English. */
export const listText = (names: readonly string[], language: string): string =>
  list(language).format(names);
