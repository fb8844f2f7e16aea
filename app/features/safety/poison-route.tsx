import { Link } from "react-router";
import { useSettings } from "#app/config/settings.ts";
import { fill } from "#app/i18n/format.ts";
import { fillNodes } from "#app/i18n/fill-nodes.ts";
import { useWords } from "#app/i18n/words.ts";
import { TelLink, countryName, hoursText } from "./poison-centres/display.tsx";
import { poisonCentresPage } from "./poison-centres/page-path.ts";
import type { CountryEntry, PoisonLine } from "./poison-centres/types.ts";
import type { SafetyConfig } from "./safety.schema.ts";

/** The lines of a country as a short list: each region (or service) with its number. */
function LineList({ lines }: { lines: readonly PoisonLine[] }) {
  const { poisonCentres: messages } = useWords();
  return (
    <ul className="mt-1 space-y-0.5 text-base font-normal">
      {lines.map((line) => (
        <li key={line.local + (line.region ?? "")}>
          {fill(messages.labelled, {
            label: line.short ?? (line.region ? `${line.name} (${line.region})` : line.name),
          })}{" "}
          <TelLink number={line.local} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What one country's readers are told to do: its line, its regional centres, or its route, under
 * its name where the site lists several countries, else led by it ("United States: Call …"), so
 * that a visitor from elsewhere sees whose line it is without a line more above the numbers.
 */
function CountryRoute({ entry, spaced }: { entry: CountryEntry; spaced: boolean }) {
  const { language } = useSettings();
  const { poisonCentres: messages, safety: safetyMessages } = useWords();
  const [only] = entry.lines;
  const single = entry.publicPoisonLine && entry.lines.length === 1 && only !== undefined;
  const name = countryName(entry.code, language);
  const lead = spaced ? null : (
    <span className="font-normal">{fill(messages.labelled, { label: name })} </span>
  );
  return (
    <div className={spaced ? "mt-2" : undefined}>
      {spaced && <span className="block">{name}</span>}
      {single ? (
        <p>
          {lead}
          {fillNodes(safetyMessages.callEmergency, {
            centre: only.name,
            phone: <TelLink number={only.local} />,
          })}{" "}
          <span className="font-normal">{hoursText(only.hours, messages)}.</span>
        </p>
      ) : entry.publicPoisonLine ? (
        <>
          <p>
            {lead}
            {messages.callRegional}
          </p>
          <LineList lines={entry.lines} />
        </>
      ) : (
        <>
          <p className="font-semibold">
            {lead}
            {messages.noPublicLine}.
          </p>
          {/* The lines the public is sent to come first, then the route in words: on a phone's first screen. */}
          {entry.lines.length > 0 && <LineList lines={entry.lines} />}
          {entry.note && <p className="mt-1 font-normal">{messages[entry.note]}</p>}
        </>
      )}
      {entry.publicPoisonLine && entry.note && (
        <p className="mt-1 text-base font-normal">{messages[entry.note]}</p>
      )}
      <p className="mt-1 text-base font-normal">
        {fillNodes(messages.callEmergencyNumber, { phone: <TelLink number={entry.emergency} /> })}
      </p>
    </div>
  );
}

interface PoisonRouteProps {
  /** The owner's own service (`safety.emergency`): it wins over the table. */
  emergency?: SafetyConfig["emergency"] | undefined;
  /** The table's entries of the owner's countries (`safety.country`). */
  countries: readonly CountryEntry[];
}

/**
 * The call the danger panel asks for: the owner's service, else the owner's countries' lines
 * from the table, else the local emergency number; then the page of every country.
 */
export function PoisonRoute({ emergency, countries }: PoisonRouteProps) {
  const { poisonCentres: messages, safety: safetyMessages } = useWords();
  const list = (
    <Link
      to={poisonCentresPage}
      className="mt-1 block text-base font-normal underline underline-offset-4"
    >
      {messages.allCountries}
    </Link>
  );
  if (emergency) {
    const { name, phone, url } = emergency;
    return (
      <>
        {fillNodes(safetyMessages.callEmergency, {
          centre: url ? (
            <a href={url} className="underline underline-offset-4">
              {name}
            </a>
          ) : (
            name
          ),
          phone: <TelLink number={phone} />,
        })}
        {list}
      </>
    );
  }
  if (countries.length === 0) {
    return (
      <>
        {safetyMessages.callLocalEmergency}
        {list}
      </>
    );
  }
  return (
    <>
      {countries.map((entry) => (
        <CountryRoute key={entry.code} entry={entry} spaced={countries.length > 1} />
      ))}
      {list}
    </>
  );
}
