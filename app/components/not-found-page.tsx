import { Link } from "react-router";
import { ExploreSections } from "#app/components/explore-sections.tsx";
import lostMushroom from "#app/assets/illustrations/lost-mushroom.svg?no-inline";
import { Illustration } from "#app/components/illustrations/illustration.tsx";
import { SpeciesSuggestions } from "#app/features/search/species-suggestions.tsx";
import { islandOf } from "#app/lib/island.ts";
import { primaryButton } from "#app/lib/button-styles.ts";
import { notFoundPage } from "#app/lib/page-paths.ts";
import { buildMeta, type MetaWords } from "#app/lib/seo.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { useWords } from "#app/i18n/words.ts";

/** The 404 page's title and description: for unknown paths, and for a path with no article. */
export const notFoundMeta = (
  settings: SiteConfig,
  words: MetaWords & Pick<Catalogue, "notFound">,
) => buildMeta({ title: words.notFound.title, path: notFoundPage, noindex: true }, settings, words);

/**
 * The 404 page: at any unknown path, and at a section's path with no such article
 * (/types/no-such-species), where it offers the species whose names come closest. Its island
 * (unknown-path.island.ts) logs the path.
 */
export function NotFoundPage() {
  const { notFound: messages } = useWords();
  return (
    <div
      {...islandOf("unknown-path")}
      className="mx-auto flex max-w-3xl flex-col items-center px-5 py-12 text-center sm:px-8 md:py-20"
    >
      <Illustration
        src={lostMushroom}
        width={240}
        height={200}
        priority
        className="h-auto w-56 sm:w-64"
      />
      <p className="mt-2 font-display text-7xl font-bold text-cap sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold text-ink sm:text-4xl">
        <span className="sr-only">{messages.headingPrefix} </span>
        {messages.heading}
      </h1>
      <p className="mt-4 max-w-md text-lg text-ink-muted">{messages.text}</p>
      <Link to="/" className={`mt-8 ${primaryButton}`}>
        {messages.returnHome}
      </Link>
      <div className="mt-14 w-full text-start">
        <ExploreSections heading={messages.explore} />
      </div>
      {/* Last: what comes after the page's content is below the first screen. */}
      <div className="flex w-full justify-start">
        <SpeciesSuggestions />
      </div>
    </div>
  );
}
