import { SectionPage } from "#app/ui/section-page.tsx";
import { CountrySection } from "./country-section.tsx";
import { countryName } from "./display.tsx";
import { poisonCentresPage } from "./page-path.ts";
import { poisonCentres } from "./poison-centres.ts";
import { settingsOf, useSettings } from "#app/config/settings.ts";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import messages from "virtual:messages/poisonCentres";
import type { Route } from "./+types/route";

const page = {
  title: messages.title,
  description: messages.description,
  path: poisonCentresPage,
} satisfies PageMeta;

export const meta: Route.MetaFunction = ({ matches }) => buildMeta(page, settingsOf(matches));

/** Every country of the table, by its name in the site's `language`. */
const countriesIn = (language: string) =>
  poisonCentres.toSorted((a, b) =>
    countryName(a.code, language).localeCompare(countryName(b.code, language), language),
  );

/** /poison-centres: whom to call in every country of the table, with each entry's sources. */
export default function PoisonCentresRoute() {
  const countries = countriesIn(useSettings().language);
  return (
    <SectionPage title={page.title}>
      <p>{messages.intro}</p>
      {countries.map((entry) => (
        <CountrySection key={entry.code} entry={entry} />
      ))}
    </SectionPage>
  );
}
