import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { useState } from "react";
import { ListingPagination } from "#app/ui/listing-pagination.tsx";
import { PageDirectoryList } from "#app/features/search/page-directory-list.tsx";
import { SearchPanel } from "#app/features/search/search-panel.tsx";
import { SectionPage } from "#app/ui/section-page.tsx";
import { settingsOf, useSettings } from "#app/config/settings.ts";
import { loaderSettings } from "#app/config/settings.server.ts";
import { hydratedPage } from "#app/lib/hydration.ts";
import { fill } from "#app/i18n/format.ts";
import { featurePageTitles } from "#app/content-options.ts";
import { siteContent } from "#app/site-content.server.ts";
import { listingPageNumber, listingPageMeta } from "#app/lib/content/listing-pages.ts";
import {
  directoryPages,
  type PageDirectory,
  pageDirectory,
} from "#app/lib/content/page-directory.server.ts";
import { pagePaths, searchPage } from "#app/lib/page-paths.ts";
import { buildMeta } from "#app/lib/seo.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import routes from "#app/routes.ts";
import { useWords, wordsOf } from "#app/i18n/words.ts";
import type { Route } from "./+types/search";

/** The search page runs its search with React where it earns its bytes (ADR 035): it hydrates. */
export const handle = hydratedPage;

/** Every page by section, read at build time: the share of it that this page lists. */
export async function loader({ params, context }: Route.LoaderArgs): Promise<DirectoryPage> {
  const settings = loaderSettings(context);
  const content = await siteContent(settings);
  const titles = featurePageTitles(settings);
  const pages = directoryPages(pageDirectory(content, pagePaths(routes), settings, titles));
  const current = listingPageNumber(params.page, pages.length);
  const shown = current === undefined ? undefined : pages[current - 1];
  if (current === undefined || !shown) {
    throw new Response("No such directory page", { status: 404 });
  }
  // A directory of one page has no links to others to show.
  const position = pages.length > 1 ? { current, count: pages.length } : undefined;
  return position ? { ...shown, position } : shown;
}

type DirectoryPage = PageDirectory & { position?: { current: number; count: number } };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const page = loaderData.position?.current ?? 1;
  const settings = settingsOf(matches);
  const words = wordsOf(matches);
  const { search: messages, sections: sectionMessages } = words;
  const listing = {
    title: messages.title,
    description: fill(messages.description, { brand: settings.name }),
    path: searchPage,
    noindex: true,
  };
  return buildMeta(listingPageMeta(listing, page, sectionMessages), settings, words);
};

/**
 * /search: with JavaScript, the search, its words in the address (`?q=`), so a search can be
 * linked to and comes back with Back; then, with or without it, every page by section, A to Z,
 * a page at a time (/search/page/2 and on).
 */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { position, ...directory } = loaderData;
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // The field's words are the page's own, the address follows them: a navigation, even one that
  // only replaces the address, ends a little later, and a field that waited for it would lose the
  // keys pressed meanwhile. An address the visitor brings (Back, a link) sets the words.
  const [query, setQuery] = useState(params.get("q") ?? "");
  const { key } = useLocation();
  const [locationKey, setLocationKey] = useState(key);
  const ownAddress = useNavigationType() === "REPLACE";
  const { name, language } = useSettings();
  const { search: messages, searchNames: namesMessages } = useWords();
  if (key !== locationKey) {
    setLocationKey(key);
    if (!ownAddress) setQuery(params.get("q") ?? "");
  }
  return (
    <SectionPage title={messages.title}>
      {/* Also the page's largest text on a phone, ahead of the consent banner's question. */}
      <p>{fill(messages.description, { brand: name })}</p>
      {/* Without JavaScript there is no search: the page says so, and lists every page. */}
      <noscript>
        <p className="font-semibold text-ink">{namesMessages.needsJavaScript}</p>
      </noscript>
      {/* Its room is kept, so the list below stays put as it starts and its filters come. */}
      <div
        data-needs-javascript=""
        className={`min-h-88 sm:min-h-60 ${hydrated ? "" : "invisible"}`}
      >
        <SearchPanel
          loadsOnFirstUse
          query={query}
          language={language}
          onQueryChange={(words) => {
            setQuery(words);
            void setParams(words ? { q: words } : {}, { replace: true, preventScrollReset: true });
          }}
        />
      </div>
      <PageDirectoryList {...directory} />
      {position && <ListingPagination firstPagePath={searchPage} {...position} />}
    </SectionPage>
  );
}
