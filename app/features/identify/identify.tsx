import { use } from "react";
import { SectionPage } from "#app/ui/section-page.tsx";
import { IdentifyKey } from "#app/features/identify/identify-key.tsx";
import { keyPageCount } from "#app/lib/content/key-pages.ts";
import { keySpecies } from "#app/features/identify/key-species.server.ts";
import { siteContent } from "#app/site-content.server.ts";
import { listingPageNumber, listingPageMeta } from "#app/lib/content/listing-pages.ts";
import { identifyPage } from "#app/lib/page-paths.ts";
import { PrerenderedHtmlContext } from "#app/lib/prerendered-html.ts";
import { buildMeta } from "#app/lib/seo.ts";
import { settingsOf, useSettings } from "#app/config/settings.ts";
import { loaderSettings } from "#app/config/settings.server.ts";
import { islandOf } from "#app/lib/island.ts";
import { useWords, wordsOf } from "#app/i18n/words.ts";
import type { Route } from "./+types/identify";

/** How many species the atlas has, and which of the key's pages this is, for `meta`. */
interface KeyPage {
  total: number;
  current: number;
}

/** /identify (page 1) or /identify/page/<n>: how many species, and which page, read at build time. */
export async function loader({ params, context }: Route.LoaderArgs): Promise<KeyPage> {
  const total = keySpecies(await siteContent(loaderSettings(context))).length;
  const current = listingPageNumber(params.page, keyPageCount(total));
  if (current === undefined) throw new Response("No such page", { status: 404 });
  return { total, current };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { total, current } = loaderData;
  const words = wordsOf(matches);
  const { identify: messages, sections: sectionMessages } = words;
  const listing = {
    title: messages.title,
    description: messages.description,
    path: identifyPage,
    // The later pages are lists of what the species' own pages hold: those are what to index.
    noindex: total === 0 || current > 1,
  };
  return buildMeta(listingPageMeta(listing, current, sectionMessages), settingsOf(matches), words);
};

export default function IdentifyRoute({ loaderData }: Route.ComponentProps) {
  const { total } = loaderData;
  const prerenderedList = use(PrerenderedHtmlContext);
  const { language } = useSettings();
  const { identify: messages } = useWords();
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
      {/*
       * An island that hydrates as the visitor starts choosing (identify-key.island.ts). Its
       * results on a phone are lazy cards (app.css), named here, where only the build renders
       * the class, rather than in the key's code.
       */}
      <div {...islandOf("identify-key")} className="max-sm:[&_tbody]:lazy-cards-76">
        <IdentifyKey prerenderedList={prerenderedList} language={language} />
      </div>
    </SectionPage>
  );
}
