import type { Article } from "#app/lib/content/content.server.ts";
import messages from "virtual:messages/article";

/**
 * The references an article's facts come from, at its foot: each a link to the page itself,
 * so a reader can check what the atlas says. Left out of the site's search, as their titles
 * are other sites' words.
 */
export function ArticleSources({ sources }: { sources: NonNullable<Article["sources"]> }) {
  return (
    <section
      aria-labelledby="sources-heading"
      className="mt-10 border-t border-line pt-6 sm:mt-12"
      data-pagefind-ignore
    >
      <h2 id="sources-heading" className="font-display text-2xl font-semibold text-ink">
        {messages.sources}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 ps-6 text-sm break-words sm:space-y-2 sm:text-base">
        {sources.map(({ title, url }) => (
          <li key={url}>
            <a
              href={url}
              rel="noopener noreferrer"
              className="text-moss underline underline-offset-4"
            >
              {title}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
