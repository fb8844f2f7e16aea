import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { SiteConfig } from "#app/config/site-config.ts";
import { SiteValues } from "#app/config/site-values.tsx";
import { siteMessagesFor } from "#app/i18n/site-messages.ts";
import type { ContentIndex } from "#app/lib/content/content.server.ts";
import { identifyPage } from "#app/lib/page-paths.ts";
import { basePath } from "#app/lib/site-url.ts";
import { rankSpecies } from "./key.ts";
import { ListingPagination } from "#app/ui/listing-pagination.tsx";
import { keyPageCount } from "#app/lib/content/key-pages.ts";
import { KeyTable } from "./key-results.tsx";
import { keyPageSpecies, keySpecies } from "./key-species.server.ts";

/**
 * One page of the key's list as HTML, its species by name with the links to the other pages,
 * for the pre-rendering to put in the page (PrerenderedHtmlContext): kept as it is until the
 * visitor chooses, it costs hydration nothing, the page's data does not carry it, and the key's
 * JavaScript has no page links to carry (with it, "show more" lists the rest).
 */
export function keyListHtml(content: ContentIndex, page: number, settings: SiteConfig): string {
  const base = `${basePath(settings.url)}/`;
  const species = keySpecies(content);
  const count = keyPageCount(species.length);
  return renderToStaticMarkup(
    <SiteValues settings={settings} words={siteMessagesFor(settings)}>
      {/* The pagination's links are React Router's. */}
      <MemoryRouter basename={base} initialEntries={[base]}>
        <div className="space-y-8">
          <KeyTable
            total={species.length}
            matches={rankSpecies(keyPageSpecies(content, page), {})}
            chosen={false}
            language={settings.language}
          />
          {count > 1 && (
            <ListingPagination firstPagePath={identifyPage} current={page} count={count} />
          )}
        </div>
      </MemoryRouter>
    </SiteValues>,
  );
}

/** The page of the key's list at `path` (1 for /identify), if it is one. */
export function keyPageAt(path: string): number | undefined {
  if (path === identifyPage) return 1;
  const later = new RegExp(`^${identifyPage}/page/([1-9][0-9]*)$`).exec(path)?.[1];
  return later === undefined ? undefined : Number(later);
}

/** The key's list at `path` as HTML, for the document's rendering (its manifest's `documentHtml`). */
export async function prerenderedHtml(path: string, content: ContentIndex, settings: SiteConfig) {
  const page = keyPageAt(path);
  return page === undefined ? undefined : keyListHtml(content, page, settings);
}
