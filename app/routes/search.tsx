import { Link, type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { SearchPanel } from "#app/components/search/search-panel.tsx";
import { SectionPage } from "#app/components/section-page.tsx";
import { siteConfig } from "#app/config/site.ts";
import { fill } from "#app/i18n/format.ts";
import { siteContent } from "#app/lib/content/content.server.ts";
import { pageDirectory } from "#app/lib/content/page-directory.server.ts";
import { pagePaths, searchPage } from "#app/lib/page-paths.ts";
import { buildMeta } from "#app/lib/seo.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import routes from "#app/routes.ts";
import type { Route } from "./+types/search";
import messages from "virtual:messages/search";

/** Every page by section, read at build time. */
export async function loader() {
  return pageDirectory(await siteContent(), pagePaths(routes));
}

export const meta: Route.MetaFunction = () =>
  buildMeta({
    title: messages.title,
    description: fill(messages.description, { brand: siteConfig.name }),
    path: searchPage,
    noindex: true,
  });

// The words typed change only the address's ?q=: the pre-rendered list stays the same.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

const linkClass = "text-moss underline underline-offset-4";

/**
 * /search: with JavaScript, the search, its words in the address (`?q=`), so a search can be
 * linked to and comes back with Back; then, with or without it, every page by section, A to Z.
 */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  return (
    <SectionPage title={messages.title}>
      {/* Also the page's largest text on a phone, ahead of the consent banner's question. */}
      <p>{fill(messages.description, { brand: siteConfig.name })}</p>
      {/* Its room is kept, so the list below stays put as it starts and its filters come. */}
      <div className={`min-h-88 sm:min-h-60 ${hydrated ? "" : "invisible"}`}>
        <SearchPanel
          query={params.get("q") ?? ""}
          onQueryChange={(query) =>
            setParams(query ? { q: query } : {}, { replace: true, preventScrollReset: true })
          }
        />
      </div>
      <section aria-labelledby="all-pages">
        <h2 id="all-pages" className="mb-4 font-display text-3xl font-semibold text-ink">
          {messages.allPages}
        </h2>
        {loaderData.sections.map((section) => (
          <section key={section.path} aria-labelledby={`section-${section.path.slice(1)}`}>
            <h3
              id={`section-${section.path.slice(1)}`}
              className="mt-6 font-display text-2xl font-semibold text-ink"
            >
              <Link to={section.path} className={linkClass}>
                {section.title}
              </Link>
            </h3>
            <PageList pages={section.pages} />
          </section>
        ))}
        <h3 className="mt-6 font-display text-2xl font-semibold text-ink">{messages.otherPages}</h3>
        <PageList pages={loaderData.otherPages} />
      </section>
    </SectionPage>
  );
}

function PageList({ pages }: { pages: readonly { title: string; path: string }[] }) {
  return (
    <ul className="mt-2 space-y-1">
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path} className={linkClass}>
            {page.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
