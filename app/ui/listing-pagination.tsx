import { Link } from "react-router";
import { listingPagePath, visiblePageNumbers } from "#app/lib/content/listing-pages.ts";
import { useWords } from "#app/i18n/words.ts";

const pageLink =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-semibold underline-offset-4 hover:underline";

interface ListingPaginationProps {
  /** The listing's first page, e.g. "/types" or "/search": the root of the others' paths. */
  firstPagePath: string;
  current: number;
  count: number;
}

/**
 * The links between a listing's pages (a section's, or the directory of every page on /search):
 * Previous, the page numbers, Next. The current page's number is marked as such
 * (`aria-current`), for sight and for assistive technology.
 */
export function ListingPagination({ firstPagePath, current, count }: ListingPaginationProps) {
  const { sections: messages } = useWords();
  const pathOf = (page: number) => listingPagePath(firstPagePath, page);
  return (
    <nav aria-label={messages.listingPages} className="text-base" data-pagefind-ignore>
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <Link to={pathOf(current - 1)} rel="prev" className={`${pageLink} text-moss`}>
              {messages.previousPage}
            </Link>
          </li>
        )}
        {visiblePageNumbers(current, count).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={pathOf(page)}
                aria-current={page === current ? "page" : undefined}
                className={`${pageLink} ${page === current ? "bg-moss text-paper forced-colors:border-2" : "text-moss"}`}
              >
                <span className="sr-only">{messages.page} </span>
                {page}
              </Link>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Link to={pathOf(current + 1)} rel="next" className={`${pageLink} text-moss`}>
              {messages.nextPage}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
