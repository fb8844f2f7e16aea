import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ArticleList } from "#app/components/content/article-list.tsx";
import { SiteValues } from "#app/config/site-values.tsx";
import { siteMessagesFor } from "#app/i18n/site-messages.ts";
import { useWords } from "#app/i18n/words.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { SpeciesDrawing } from "#app/features/drawings/species-drawing-image.tsx";
import { SporePrintLegend } from "#app/features/drawings/spore-print-legend.tsx";
import { EdibilityBadge } from "#app/features/species/edibility-badge.tsx";
import { SpeciesCard } from "#app/features/species/species-cards.tsx";
import { calendarMonths, monthName } from "#app/features/species/season.ts";
import { fill } from "#app/i18n/format.ts";
import type { Article, ContentIndex } from "#app/lib/content/content.server.ts";
import { secondaryButton } from "#app/lib/button-styles.ts";
import { inSeasonCardsPath } from "#app/lib/page-paths.ts";
import { renderedLaterAttribute } from "#app/lib/page-rules.ts";
import { basePath, withBase } from "#app/lib/site-url.ts";
import { siteStylesheetId } from "#app/lib/site-stylesheet.ts";
import { showInSeason } from "./in-season.ts";

/**
 * How many species "In season now" shows for a month, and how many of the latest articles (not
 * species pages: those are in season or featured) there are.
 */
const inSeasonPerMonth = 6;
const latestArticles = 3;

type SpeciesArticle = Article & { species: NonNullable<Article["species"]> };

/**
 * For each species, the months in which "In season now" shows it: in each month, the species in
 * season then with the shortest seasons first, as they are the ones that say "now" (a bracket
 * fungus of every month says little), by name among equals.
 */
function inSeasonMonths(species: readonly SpeciesArticle[]): Map<SpeciesArticle, number[]> {
  const shown = new Map<SpeciesArticle, number[]>();
  for (const month of calendarMonths) {
    const inSeason = species
      .filter((article) => article.species.season.includes(month))
      .toSorted(
        (a, b) =>
          a.species.season.length - b.species.season.length || a.title.localeCompare(b.title),
      )
      .slice(0, inSeasonPerMonth);
    for (const article of inSeason) shown.set(article, [...(shown.get(article) ?? []), month]);
  }
  return shown;
}

const linkClass = "font-semibold text-moss underline underline-offset-4";
const headingClass = "font-display text-3xl font-semibold text-ink";

const inSeasonClass = "flex items-center gap-3 rounded-2xl border border-line bg-paper-deep p-3";

/** The species "In season now" shows in some month, A to Z, each with the months it shows in. */
const inSeasonList = (species: readonly SpeciesArticle[]) =>
  [...inSeasonMonths(species)].toSorted(([a], [b]) => a.title.localeCompare(b.title));

function InSeason({ species }: { species: readonly SpeciesArticle[] }) {
  const { homeAtlas: messages } = useWords();
  const shown = inSeasonList(species);
  if (shown.length === 0) return null;
  const script = `(${String(showInSeason)})(document, ${JSON.stringify(withBase(inSeasonCardsPath))}, ${JSON.stringify(siteStylesheetId)})`;
  return (
    // Hidden until the visitor's month is known (in-season.ts), which the build cannot know.
    <section id="in-season" aria-labelledby="in-season-heading" className="hidden">
      <h2 id="in-season-heading" className={headingClass}>
        {messages.inSeasonHeading}
      </h2>
      {/* The cards' boxes, each the size of its card, filled as the cards come (in-season.ts). */}
      <ul id="in-season-cards" className="mt-5 grid gap-3 sm:grid-cols-2">
        {shown.map(([article, months]) => (
          <li key={article.path} data-in-season={months.join(" ")} className={inSeasonClass}>
            <span className="h-20 w-24" />
          </li>
        ))}
      </ul>
      {/* For the build alone: the page's own styles keep the cards' rules (ADR 043). */}
      <template {...{ [renderedLaterAttribute]: "" }}>
        <InSeasonCards shown={shown} />
      </template>
      <SporePrintLegend className="mt-3" />
      <p className="mt-4">
        {calendarMonths.map((month) => (
          <a
            key={month}
            data-in-season={month}
            href={withBase(`/types?month=${month}`)}
            className={linkClass}
          >
            {fill(messages.inSeasonAll, { month: monthName(month) })}
          </a>
        ))}
      </p>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </section>
  );
}

/** The cards of "In season now", in the order of their boxes on the home page. */
function InSeasonCards({ shown }: { shown: ReturnType<typeof inSeasonList> }) {
  return shown.map(([article, months]) => (
    <li key={article.path} data-in-season={months.join(" ")} className={inSeasonClass}>
      <SpeciesDrawing src={article.species.picture} name={article.title} small />
      <span className="space-y-1">
        <a href={withBase(article.path)} className={`block ${linkClass}`}>
          {article.species.commonNames[0] ?? article.title}
        </a>
        <EdibilityBadge edibility={article.species.edibility} small />
      </span>
    </li>
  ));
}

/**
 * The cards of "In season now", apart from the home page, as they would take its first response
 * past one round trip (docs/benchmarks.md).
 */
export function inSeasonCardsHtml({ articles }: ContentIndex, settings: SiteConfig): string {
  const species = articles.filter((article): article is SpeciesArticle => !!article.species);
  return renderToStaticMarkup(
    <SiteValues settings={settings} words={siteMessagesFor(settings)}>
      <InSeasonCards shown={inSeasonList(species)} />
    </SiteValues>,
  );
}

function Featured({ species }: { species: readonly SpeciesArticle[] }) {
  const { homeAtlas: messages } = useWords();
  const featured = species.filter((article) => article.featured);
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className={headingClass}>
        {messages.featuredHeading}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {featured.map(({ path, title, species: { photo: _photo, ...facts } }) => (
          // Drawn, not photographed: a photo's markup and file would cost the home page's first
          // response its single round trip (tests/e2e/budget.spec.ts).
          <SpeciesCard
            key={path}
            species={{ ...facts, path, commonName: facts.commonNames[0] ?? title }}
          />
        ))}
      </ul>
      <SporePrintLegend className="mt-3" />
    </section>
  );
}

/**
 * What the home page shows of the atlas under its hero: a search field, the species in season
 * in the visitor's month, the featured species and the latest articles. Rendered once at build time into HTML that
 * the page shows as it is, so that the home page's JavaScript carries none of it; its links load
 * their pages as documents.
 */
export function homeAtlasHtml({ articles }: ContentIndex, settings: SiteConfig): string {
  const species = articles.filter((article): article is SpeciesArticle => !!article.species);
  const base = `${basePath(settings.url)}/`;
  const words = siteMessagesFor(settings);
  const messages = words.homeAtlas;
  return renderToStaticMarkup(
    <SiteValues settings={settings} words={words}>
      <MemoryRouter basename={base} initialEntries={[base]}>
        <div className="space-y-14">
          {/* A plain form: it opens /search with the words, where the search runs. */}
          <search>
            <form action={withBase("/search")} className="flex max-w-xl flex-wrap items-end gap-3">
              <label className="flex min-w-0 flex-1 flex-col gap-1 font-semibold text-ink">
                {messages.searchLabel}
                <input
                  type="search"
                  name="q"
                  className="min-h-11 rounded-2xl border border-line bg-paper px-4 text-base font-normal"
                />
              </label>
              <button type="submit" className={secondaryButton}>
                {messages.searchButton}
              </button>
            </form>
          </search>
          <InSeason species={species} />
          <Featured species={species} />
          <ArticleList
            heading={messages.latestHeading}
            articles={articles.filter((article) => !article.species).slice(0, latestArticles)}
          />
        </div>
      </MemoryRouter>
    </SiteValues>,
  );
}
