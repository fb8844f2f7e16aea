import type { Article } from "#app/lib/content/content.server.ts";
import { useWords } from "#app/i18n/words.ts";

/**
 * The references an article's facts come from, at its foot: each a link to the page itself,
 * so a reader can check what the atlas says. Listed behind their count, one tap away, where on a
 * phone they took a screen of their own (issue 67). Left out of the site's search, as their
 * titles are other sites' words.
 */
export function ArticleSources({ sources }: { sources: NonNullable<Article["sources"]> }) {
  const { article: messages } = useWords();
  return (
    <section
      aria-labelledby="sources-heading"
      className="mt-10 border-t border-line pt-4 sm:mt-12 sm:pt-6"
      data-pagefind-ignore
    >
      <details>
        <summary className="min-h-11 cursor-pointer py-1 font-display text-2xl font-semibold text-ink">
          <span id="sources-heading">{messages.sources}</span> ({sources.length})
        </summary>
        <ol className="mt-3 list-decimal space-y-2 ps-6 text-base break-words">
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
      </details>
    </section>
  );
}
