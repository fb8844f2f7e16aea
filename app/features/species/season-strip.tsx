import { calendarMonths, monthName } from "./season.ts";

interface SeasonStripProps {
  season: readonly number[];
  /** The season in words, e.g. "July to October". */
  text: string;
}

/** The months a species fruits in, as a 12-month strip and in words. */
export function SeasonStrip({ season, text }: SeasonStripProps) {
  return (
    <>
      <span className="block">{text}</span>
      {/* The words above say it all; the strip shows it at a glance, styled once (app.css). Its
          letters are left out of the search's text ("JFMAMJJASOND" in an excerpt), not its filter. */}
      <span aria-hidden="true" className="season-strip" data-pagefind-ignore>
        {calendarMonths.map((month) => (
          <span
            key={month}
            title={monthName(month)}
            // The search's month facet, by number as the dialog filters it.
            data-pagefind-filter={season.includes(month) ? `month:${month}` : undefined}
            data-in-season={season.includes(month) || undefined}
          >
            {monthName(month, "narrow")}
          </span>
        ))}
      </span>
    </>
  );
}
