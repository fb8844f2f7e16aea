import { fill } from "#app/i18n/format.ts";
import { fillNodes } from "#app/i18n/fill-nodes.ts";
import { useSettings } from "#app/config/settings.ts";
import { formatDay } from "#app/lib/content/format-day.ts";
import { useWords } from "#app/i18n/words.ts";
import { TelLink, countryName, hoursText } from "./display.tsx";
import type { CountryEntry, PoisonLine } from "./types.ts";

/** A source's address as its link reads: the host, e.g. "poisons.ie". */
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, "");

/** One line of a country: its service and region, its numbers at home and from abroad, its hours. */
function Line({ line }: { line: PoisonLine }) {
  const { poisonCentres: messages } = useWords();
  return (
    <li className="min-w-0 rounded-2xl border border-line bg-paper p-4 break-words">
      <p className="font-semibold text-ink">
        {line.name}
        {line.region && <span className="font-normal"> ({line.region})</span>}
      </p>
      <p className="text-xl font-semibold text-ink">
        <TelLink number={line.local} />
      </p>
      {line.international && (
        <p>{fillNodes(messages.fromAbroad, { phone: <TelLink number={line.international} /> })}</p>
      )}
      <p>{hoursText(line.hours, messages)}</p>
    </li>
  );
}

/** A country's entry on /poison-centres: its lines or its route, its emergency number, its sources. */
export function CountrySection({ entry }: { entry: CountryEntry }) {
  const { language } = useSettings();
  const { poisonCentres: messages } = useWords();
  const headingId = `country-${entry.code}`;
  return (
    <section aria-labelledby={headingId} id={entry.code}>
      <h2 id={headingId} className="mb-3 font-display text-2xl font-semibold text-ink">
        {countryName(entry.code, language)}
      </h2>
      {!entry.publicPoisonLine && (
        <p className="mb-2 font-semibold text-ink">{messages.noPublicLine}</p>
      )}
      {entry.note && <p className="mb-3">{messages[entry.note]}</p>}
      {entry.lines.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {entry.lines.map((line) => (
            <Line key={line.local + (line.region ?? "")} line={line} />
          ))}
        </ul>
      )}
      <p className="mt-3 font-semibold text-ink">
        {fillNodes(messages.emergencyNumber, { phone: <TelLink number={entry.emergency} /> })}
      </p>
      <p className="mt-2 text-base">
        {messages.sources}:{" "}
        {entry.sources.map((source, index) => (
          <span key={source}>
            {index > 0 && ", "}
            <a
              href={source}
              className="underline underline-offset-4"
              aria-label={`${fill(messages.source, { number: index + 1 })}: ${hostOf(source)}`}
            >
              {hostOf(source)}
            </a>
          </span>
        ))}
        {". "}
        {fillNodes(messages.checkedOn, {
          date: <time dateTime={entry.checked}>{formatDay(entry.checked, language)}</time>,
        })}
      </p>
    </section>
  );
}
