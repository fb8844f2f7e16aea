import { Outlet } from "react-router";
import { AdDensityCheck } from "#app/features/ads/ad-density-check.tsx";
import { AdSlot } from "#app/features/ads/ad-slot.tsx";
import { PageViews } from "#app/features/analytics/page-views.tsx";
import { usePageAds } from "#app/features/ads/use-page-ads.ts";
import { ConsentManager } from "#app/features/consent/consent-manager.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { useWords } from "#app/i18n/words.ts";

export default function SiteLayout() {
  const { site: messages } = useWords();
  const ads = usePageAds();
  const hasAdColumn = (ads?.beside.length ?? 0) > 0;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-moss px-4 py-2 font-semibold text-paper focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {messages.skipToContent}
      </a>
      {/* Early in the tab order: the banner, once shown, is reached right after the skip link. */}
      <ConsentManager />
      {__STATISTICS_PURPOSE__ && <PageViews />}
      <SiteHeader />
      {/* Content first; on wide screens the tall ads go in a column beside it. The column is a
          track of the grid, there before the ads' part of the HTML: a slow machine paints the
          content as it arrives, and a column that came with the ads would push it aside. */}
      <div
        className={`md:pt-16 lg:mx-auto lg:w-full lg:max-w-6xl ${hasAdColumn ? "lg:grid lg:grid-cols-[minmax(0,1fr)_--spacing(81)] lg:gap-4" : ""}`}
      >
        <div className="min-w-0">
          {/* tabIndex lets the skip link move keyboard focus, not only the scroll position. */}
          {/* What the site's search indexes (scripts/pipeline/search-index.ts): the page's own content. */}
          <main id="main" tabIndex={-1} className="outline-none" data-pagefind-body>
            <Outlet />
          </main>
          {/* Landmarks of their own: ads are neither the page's content nor its footer. */}
          {ads && (
            <aside aria-label={messages.advertisements}>
              {ads.belowContent.map(({ key, ...slot }) => (
                <AdSlot key={key} {...slot} className="mx-auto mt-8 max-w-3xl px-6" />
              ))}
              <AdSlot
                key={ads.key}
                ad="extra-script"
                minHeight={250}
                narrowOrder={0}
                className="mx-auto mt-12 w-full max-w-3xl px-6"
              />
            </aside>
          )}
        </div>
        {ads && hasAdColumn && (
          <aside
            aria-label={messages.sidebarAdvertisements}
            // An empty landmark is noise for screen readers: hide it where none of its slots shows.
            className={`lg:pe-6 ${ads.beside.every((slot) => slot.wideOnly) ? "hidden lg:block" : ""}`}
          >
            {ads.beside.map(({ key, ...slot }) => (
              <AdSlot
                key={key}
                {...slot}
                className="mx-auto mt-8 max-w-3xl px-6 lg:mt-16 lg:px-0"
              />
            ))}
          </aside>
        )}
      </div>
      {ads && <AdDensityCheck />}
      <SiteFooter />
    </div>
  );
}
