import { Link } from "react-router";
import type { PageDirectory } from "#app/lib/content/page-directory.server.ts";
import { useWords } from "#app/i18n/words.ts";
import { ContentText } from "#app/ui/content-text.tsx";

const linkClass = "text-moss underline underline-offset-4";

/**
 * The directory of every page on /search, or one page of it: each section's heading with its
 * pages, A to Z, then the other pages.
 */
export function PageDirectoryList({ sections, otherPages }: PageDirectory) {
  const { search: messages } = useWords();
  return (
    <section aria-labelledby="all-pages">
      <h2 id="all-pages" className="mb-4 font-display text-3xl font-semibold text-ink">
        {messages.allPages}
      </h2>
      {sections.map((section) => (
        <section key={section.path} aria-labelledby={`section-${section.path.slice(1)}`}>
          <h3
            id={`section-${section.path.slice(1)}`}
            className="mt-6 font-display text-2xl font-semibold text-ink"
          >
            <Link to={section.path} className={linkClass}>
              <ContentText>{section.title}</ContentText>
            </Link>
          </h3>
          <PageList pages={section.pages} ofContent />
        </section>
      ))}
      {otherPages.length > 0 && (
        <>
          <h3 className="mt-6 font-display text-2xl font-semibold text-ink">
            {messages.otherPages}
          </h3>
          <PageList pages={otherPages} />
        </>
      )}
    </section>
  );
}

interface PageListProps {
  pages: readonly { title: string; path: string }[];
  /** Titled in the content's words (a section's articles), not the site's (its own pages). */
  ofContent?: boolean;
}

function PageList({ pages, ofContent = false }: PageListProps) {
  return (
    <ul className="mt-2 space-y-1">
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path} className={linkClass}>
            {ofContent ? <ContentText>{page.title}</ContentText> : page.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
