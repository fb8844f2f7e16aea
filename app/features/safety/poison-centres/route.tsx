import { SectionPage } from "#app/ui/section-page.tsx";
import { CountrySection } from "./country-section.tsx";
import { countryName } from "./display.tsx";
import { poisonCentresPage } from "./page-path.ts";
import { poisonCentres } from "./poison-centres.ts";
import { siteConfig } from "#app/config/site.ts";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import messages from "virtual:messages/poisonCentres";
import type { Route } from "./+types/route";

const page = {
  title: messages.title,
  description: messages.description,
  path: poisonCentresPage,
} satisfies PageMeta;

export const meta: Route.MetaFunction = () => buildMeta(page);

/** Every country of the table, by its name in the site's language. */
const countries = poisonCentres.toSorted((a, b) =>
  countryName(a.code).localeCompare(countryName(b.code), siteConfig.language),
);

/** /poison-centres: whom to call in every country of the table, with each entry's sources. */
export default function PoisonCentresRoute() {
  return (
    <SectionPage title={page.title}>
      <p>{messages.intro}</p>
      {countries.map((entry) => (
        <CountrySection key={entry.code} entry={entry} />
      ))}
    </SectionPage>
  );
}
