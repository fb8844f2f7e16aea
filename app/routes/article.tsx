import { isRouteErrorResponse, Link } from "react-router";
import { NotFoundPage, notFoundMeta } from "#app/components/not-found-page.tsx";
import { articleMeta } from "#app/components/content/article-meta.ts";
import { ArticleSources } from "#app/components/content/article-sources.tsx";
import { ArticleBody } from "#app/components/content/article-body.tsx";
import { PhotoGallery } from "#app/features/photos/photo-gallery.tsx";
import { DangerPanel } from "#app/features/safety/danger-panel.tsx";
import { SafetyNotice } from "#app/features/safety/safety-notice.tsx";
import { isHarmful } from "#app/lib/content/species-terms.ts";
import { FactsChecked } from "#app/features/species/facts-checked.tsx";
import {
  DangerousLookalikes,
  ScientificName,
  SpeciesSummary,
} from "#app/features/species/species-profile.tsx";
import { ContentError } from "#app/lib/content/content.server.ts";
import { siteContent } from "#app/site-content.server.ts";
import { imageObjects } from "#app/features/photos/photos-meta.ts";
import { settingsOf } from "#app/config/settings.ts";
import { loaderSettings } from "#app/config/settings.server.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { fillNodes } from "#app/i18n/fill-nodes.ts";
import { contentAttributes } from "#app/ui/content-text.tsx";
import { useWords, wordsOf } from "#app/i18n/words.ts";
import type { Route } from "./+types/article";

/** content/<section>/<slug>.md, read at build time; a path with no article is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const content = await siteContent(loaderSettings(context));
  const article = content.articles.find(
    ({ section, slug }) => section === params.section && slug === params.slug,
  );
  if (!article) {
    // In `npm run dev`, a broken article is left out of the content: its page names what is wrong.
    const file = `content/${params.section}/${params.slug}.md: `;
    const problems = content.problems.filter((problem) => problem.startsWith(file));
    if (problems.length > 0) throw new ContentError(problems);
    throw new Response("No such article", { status: 404 });
  }
  const { title, path } = content.sections[article.section];
  // The body (its prose and lookalike pairs) comes in the page alone (ArticleBody, ADR 028).
  const species = article.species && { species: { ...article.species, pairs: [] } };
  return { article: { ...article, html: "", ...species }, section: { title, path } };
}

// A path with no article (/types/no-such-species) is the 404 page: its title too.
// Its photos' JSON-LD made here from the article's photos, not carried in the page's data twice.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const settings: SiteConfig = settingsOf(matches);
  const words = wordsOf(matches);
  if (!loaderData) return notFoundMeta(settings, words);
  const url = absoluteUrl(loaderData.article.path, settings.url);
  const photos = imageObjects(url, loaderData.article.photos, settings);
  return articleMeta({ ...loaderData, photos }, settings, words);
};

/**
 * A path with no article shows the 404 page in the site's frame (`npm run dev` renders any path;
 * a host serves the pre-rendered 404 page); any other error, the root's.
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}

/** The least second-level headings an article has before it gets a table of contents. */
const contentsFrom = 3;

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, section } = loaderData;
  const { article: messages } = useWords();
  return (
    <article className="mx-auto max-w-3xl px-5 py-6 sm:px-8 sm:py-10 md:py-16 print:max-w-none print:p-0">
      {/* The search's section facet; the trail's words are not the article's. */}
      <nav
        aria-label={messages.breadcrumb}
        className="mb-4 text-base text-ink-muted print:hidden"
        data-pagefind-ignore
      >
        <Link
          to={section.path}
          className="font-semibold text-moss underline underline-offset-4"
          data-pagefind-filter="section"
          {...contentAttributes}
        >
          {section.title}
        </Link>
      </nav>
      <h1
        className="font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl"
        data-pagefind-weight="10"
        {...contentAttributes}
      >
        {article.title}
      </h1>
      {article.species && <ScientificName species={article.species} />}
      {article.species && (
        <DangerPanel edibility={article.species.edibility} poisoning={article.species.poisoning} />
      )}
      <p className="mt-4 text-ink-muted sm:text-xl" {...contentAttributes}>
        {article.description}
      </p>
      <p className="mt-4 flex flex-wrap gap-x-4 text-base text-ink-muted" data-pagefind-ignore>
        <span>
          {fillNodes(messages.published, {
            date: <time dateTime={article.published}>{article.publishedText}</time>,
          })}
        </span>
        {article.updated && (
          <span>
            {fillNodes(messages.updated, {
              date: <time dateTime={article.updated}>{article.updatedText}</time>,
            })}
          </span>
        )}
        <span>{article.readingTimeText}</span>
      </p>
      {article.species?.checked && article.species.checkedText && (
        <FactsChecked checked={article.species.checked} checkedText={article.species.checkedText} />
      )}
      {article.species && <DangerousLookalikes lookalikes={article.species.dangerousLookalikes} />}
      <PhotoGallery photos={article.photos} />
      {article.species && (
        <SpeciesSummary
          species={article.species}
          notice={<SafetyNotice harmful={isHarmful(article.species.edibility)} />}
        />
      )}
      {article.headings.length >= contentsFrom && (
        <nav
          aria-labelledby="contents-heading"
          className="mt-6 sm:mt-8 sm:rounded-3xl sm:border sm:border-line sm:bg-paper-deep sm:p-6 print:hidden"
          data-pagefind-ignore
        >
          <p id="contents-heading" className="font-display text-xl font-semibold text-ink">
            {messages.contents}
          </p>
          <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1 sm:mt-3 sm:block sm:list-decimal sm:space-y-1 sm:ps-6 sm:text-lg">
            {article.headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`} className="text-moss underline underline-offset-4">
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <ArticleBody />
      {article.sources && <ArticleSources sources={article.sources} />}
    </article>
  );
}
