import { Link } from "react-router";
import { SectionContent } from "#app/components/content/section-content.tsx";
import { SectionPage } from "#app/ui/section-page.tsx";
import { SaveAtlasPanel } from "#app/features/offline/save-atlas-panel.tsx";
import { SafetyNotice } from "#app/features/safety/safety-notice.tsx";
import { SpeciesIndex } from "#app/features/species/species-index.tsx";
import { speciesItemList, withSpeciesList } from "#app/features/species/species-meta.ts";
import { settingsOf } from "#app/config/settings.ts";
import { loaderSettings } from "#app/config/settings.server.ts";
import { siteContent } from "#app/site-content.server.ts";
import { sectionPage } from "#app/lib/content/sections.server.ts";
import { contentSections, sectionNamed } from "#app/lib/content/sections.ts";
import { speciesIndex } from "#app/lib/content/species-index.server.ts";
import { buildMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/section";
import { useWords, wordsOf } from "#app/i18n/words.ts";

/**
 * Read from content/<section>.md and its articles at build time. routes.ts maps each section of
 * the list (app/lib/content/sections.ts) here, at its path: the last segment of the page's path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = loaderSettings(context);
  // Pre-rendering asks for "/about" and for its data, "/about.data".
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const lastSegment = path.split("/").findLast(Boolean);
  const section = contentSections.find((name) => name === lastSegment);
  if (!section) {
    throw new Error(`${request.url} is not a content section (${contentSections.join(", ")})`);
  }
  const content = await siteContent(settings);
  const species = sectionNamed(section).listsSpecies
    ? speciesIndex(content.articles, settings.language)
    : [];
  return {
    section,
    species,
    speciesList: speciesItemList(species, settings),
    ...sectionPage(content, section, settings),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withSpeciesList(
    buildMeta(loaderData.meta, settingsOf(matches), wordsOf(matches)),
    loaderData.speciesList,
  );

export default function SectionRoute({ loaderData }: Route.ComponentProps) {
  const { sections: messages } = useWords();
  return (
    <SectionPage title={loaderData.title} isSection>
      <SectionContent
        html={loaderData.html}
        articles={loaderData.articles}
        position={loaderData.position}
      >
        {loaderData.species.length > 0 && (
          <>
            <SaveAtlasPanel />
            <SpeciesIndex species={loaderData.species} notice={<SafetyNotice />} />
          </>
        )}
      </SectionContent>
      {sectionNamed(loaderData.section).linksHome && (
        <p>
          <Link to="/" className="font-semibold text-moss underline underline-offset-4">
            {messages.backToHome}
          </Link>
        </p>
      )}
    </SectionPage>
  );
}
