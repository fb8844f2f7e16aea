import { SectionPage } from "#app/ui/section-page.tsx";
import { CountrySection } from "./country-section.tsx";
import { countryName } from "./display.tsx";
import { poisonCentresPage } from "./page-path.ts";
import { poisonCentres } from "./poison-centres.ts";
import { settingsOf, useSettings } from "#app/config/settings.ts";
import { buildMeta } from "#app/lib/seo.ts";
import { useWords, wordsOf } from "#app/i18n/words.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches);
  const { poisonCentres: messages } = words;
  return buildMeta(
    { title: messages.title, description: messages.description, path: poisonCentresPage },
    settingsOf(matches),
    words,
  );
};

/** Every country of the table, by its name in the site's `language`. */
const countriesIn = (language: string) =>
  poisonCentres.toSorted((a, b) =>
    countryName(a.code, language).localeCompare(countryName(b.code, language), language),
  );

/** /poison-centres: whom to call in every country of the table, with each entry's sources. */
export default function PoisonCentresRoute() {
  const { language } = useSettings();
  const countries = countriesIn(language);
  const { poisonCentres: messages } = useWords();
  return (
    <SectionPage title={messages.title}>
      <p>{messages.intro}</p>
      {/* A country's section one tap away: on a phone the last is ten screens down. */}
      <nav aria-label={messages.countriesNav} className="print:hidden">
        <ul className="flex flex-wrap gap-2">
          {countries.map(({ code }) => (
            <li key={code}>
              <a
                href={`#${code}`}
                className="flex min-h-11 items-center rounded-full border border-line bg-paper-deep px-4 font-semibold text-ink hover:border-moss"
              >
                {countryName(code, language)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {countries.map((entry) => (
        <CountrySection key={entry.code} entry={entry} />
      ))}
    </SectionPage>
  );
}
