import { Link } from "react-router";
import type { ArticleSummary } from "#app/lib/content/content.server.ts";
import { ResponsivePicture } from "#app/ui/responsive-picture.tsx";
import { contentAttributes } from "#app/ui/content-text.tsx";
import { useWords } from "#app/i18n/words.ts";

interface ArticleListProps {
  /** Newest first. */
  articles: readonly ArticleSummary[];
  /** The list's heading: a section's "Articles", the home page's "Latest articles". */
  heading?: string;
}

/** Articles as cards: title, description, date, and the lead image when there is one. */
export function ArticleList({ articles, heading }: ArticleListProps) {
  const { sections: messages } = useWords();
  // The title and description are the content's, in its language; the date is the site's.
  return (
    // Each article is found on its own page, not in a list of them.
    <section aria-labelledby="articles-heading" data-pagefind-ignore>
      <h2 id="articles-heading" className="mb-6 font-display text-3xl font-semibold text-ink">
        {heading ?? messages.articles}
      </h2>
      <ul className="space-y-6">
        {articles.map((article) => (
          <li
            key={article.path}
            className="relative flex flex-col gap-4 rounded-3xl border border-line bg-paper-deep p-5 sm:flex-row sm:items-start"
          >
            {article.image && (
              <div className="shrink-0 sm:w-48">
                <ResponsivePicture
                  picture={{ ...article.image, sizes: "(min-width: 640px) 192px, 100vw" }}
                  className="h-auto w-full rounded-2xl"
                />
              </div>
            )}
            <div className="space-y-2">
              <h3 {...contentAttributes} className="font-display text-2xl font-semibold text-ink">
                {/* The whole card is the link's target area; the heading holds its name. */}
                <Link
                  to={article.path}
                  className="underline-offset-4 before:absolute before:inset-0 before:rounded-3xl hover:underline"
                >
                  {article.title}
                </Link>
              </h3>
              <p {...contentAttributes} className="text-base">
                {article.description}
              </p>
              <p className="text-sm">
                <time dateTime={article.published}>{article.publishedText}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
