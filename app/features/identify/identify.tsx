import { use } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { SectionPage } from "#app/ui/section-page.tsx";
import { IdentifyKey } from "#app/features/identify/identify-key.tsx";
import { keyPageCount } from "#app/lib/content/key-pages.ts";
import { keySpecies } from "#app/features/identify/key-species.server.ts";
import { fill } from "#app/i18n/format.ts";
import { siteContent } from "#app/site-content.server.ts";
import { listingPageNumber, listingPagePath } from "#app/lib/content/listing-pages.ts";
import { identifyPage } from "#app/lib/page-paths.ts";
import { PrerenderedHtmlContext } from "#app/lib/prerendered-html.ts";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import { type MetaMatches, settingsOf, useSettings } from "#app/config/settings.ts";
import { loaderSettings } from "#app/config/settings.server.ts";
import { islandOf } from "#app/lib/island.ts";
import messages from "virtual:messages/identify";
import sectionMessages from "virtual:messages/sections";

// Typed by hand, not from ./+types/identify: its later pages' route is in the route table only
// while the species take more than one page (app/routes.ts), so typegen does not always see it.

/** How many species the atlas has, and the page's title, address and indexing, for `meta`. */
interface KeyPage {
  total: number;
  page: PageMeta;
}

/** /identify (page 1) or /identify/page/<n>: how many species, and which page, read at build time. */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<KeyPage> {
  const total = keySpecies(await siteContent(loaderSettings(context))).length;
  const current = listingPageNumber(params.page, keyPageCount(total));
  if (current === undefined) throw new Response("No such page", { status: 404 });
  const title =
    current === 1
      ? messages.title
      : fill(sectionMessages.pageTitle, { title: messages.title, number: current });
  const path = listingPagePath(identifyPage, current);
  // The later pages are lists of what the species' own pages hold: those are what to index.
  return {
    total,
    page: { title, description: messages.description, path, noindex: total === 0 || current > 1 },
  };
}

export const meta = ({
  loaderData,
  matches,
}: { loaderData: KeyPage | undefined } & SettingsArgs) =>
  loaderData ? buildMeta(loaderData.page, settingsOf(matches)) : [];

type SettingsArgs = { matches: MetaMatches };

export default function IdentifyRoute() {
  const { total } = useLoaderData() as KeyPage;
  const prerenderedList = use(PrerenderedHtmlContext);
  const { language } = useSettings();
  if (total === 0) {
    return (
      <SectionPage title={messages.title}>
        <p>{messages.noSpecies}</p>
      </SectionPage>
    );
  }
  return (
    <SectionPage title={messages.title}>
      <p>{messages.intro}</p>
      <p className="font-semibold text-ink" role="note">
        {messages.notAnIdentification}
      </p>
      {/* Without JavaScript the choices are hidden: the species and their features remain. */}
      <noscript>
        <p>{messages.needsJavaScript}</p>
      </noscript>
      {/* An island that hydrates as the visitor starts choosing (identify-key.island.ts). */}
      <div {...islandOf("identify-key")}>
        <IdentifyKey prerenderedList={prerenderedList} language={language} />
      </div>
    </SectionPage>
  );
}
