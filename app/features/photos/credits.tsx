import { Link } from "react-router";
import { ListingPagination } from "#app/ui/listing-pagination.tsx";
import { SectionPage } from "#app/ui/section-page.tsx";
import { creditsPage } from "#app/lib/content/credits-pages.ts";
import { creditsPages } from "#app/lib/content/credits.server.ts";
import { PhotoCredit } from "#app/features/photos/photo-caption.tsx";
import { useWords, wordsOf } from "#app/i18n/words.ts";
import { siteContent } from "#app/site-content.server.ts";
import { listingPageNumber, listingPageMeta } from "#app/lib/content/listing-pages.ts";
import { buildMeta } from "#app/lib/seo.ts";
import { settingsOf } from "#app/config/settings.ts";
import { loaderSettings } from "#app/config/settings.server.ts";
import type { Route } from "./+types/credits";

/** /credits (page 1) or /credits/page/<n>: its share of the credited photos, read at build time. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const settings = loaderSettings(context);
  const pages = creditsPages((await siteContent(settings)).articles, settings.language);
  // With no photo yet, /credits is one page that says so.
  if (pages.length === 0 && params.page === undefined) return { pages: [], current: 1, count: 0 };
  const current = listingPageNumber(params.page, pages.length);
  const shown = current === undefined ? undefined : pages[current - 1];
  if (current === undefined || !shown) throw new Response("No such page", { status: 404 });
  return { pages: shown, current, count: pages.length };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const current = loaderData?.current ?? 1;
  const words = wordsOf(matches);
  const { photos: messages, sections: sectionMessages } = words;
  const listing = {
    title: messages.creditsTitle,
    description: messages.creditsDescription,
    path: creditsPage,
  };
  return buildMeta(listingPageMeta(listing, current, sectionMessages), settingsOf(matches), words);
};

/**
 * /credits: each photo of the site with its title (its caption, or what it shows), author,
 * source and licence, under the page that shows it. Its list is left out of the search's index:
 * the pages themselves are what a search should find.
 */
export default function CreditsRoute({ loaderData }: Route.ComponentProps) {
  const { pages, current, count } = loaderData;
  const { photos: messages } = useWords();
  return (
    <SectionPage title={messages.creditsTitle}>
      <p>{count === 0 ? messages.creditsNone : messages.creditsIntro}</p>
      <div className="space-y-10" data-pagefind-ignore>
        {pages.map((page, index) => (
          <section key={page.path} aria-labelledby={`credits-${index}`}>
            <h2 id={`credits-${index}`} className="font-display text-2xl font-semibold text-ink">
              <Link to={page.path} className="text-moss underline underline-offset-4">
                {page.title}
              </Link>
            </h2>
            <ul className="mt-4 space-y-4">
              {page.photos.map((photo) => (
                <li key={photo.src} className="flex items-start gap-4">
                  {/* The title beside it says what it shows. */}
                  <img
                    src={photo.src}
                    alt=""
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[6/5] h-auto w-24 shrink-0 rounded-xl object-cover"
                  />
                  {/* Narrower than its longest word where a reader spaces letters wider: the
                      source's address then breaks rather than push the page sideways. */}
                  <p className="min-w-0 text-base">
                    <span className="block font-semibold text-ink">{photo.title}</span>
                    <PhotoCredit credit={photo.credit} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {count > 1 && (
        <ListingPagination firstPagePath={creditsPage} current={current} count={count} />
      )}
    </SectionPage>
  );
}
