import { Link, useLocation } from "react-router";
import { useSettings } from "#app/config/settings.ts";
import { linkLabel } from "#app/i18n/owner-words.ts";
import { useWords } from "#app/i18n/words.ts";

/** Links to the site's sections other than the current page: a way on from a dead end. */
export function ExploreSections({ heading }: { heading: string }) {
  const settings = useSettings();
  const { defaults } = useWords();
  const { pathname } = useLocation();
  const others = settings.nav.filter((item) => item.href !== pathname.replace(/\/$/, ""));
  return (
    <nav aria-labelledby="explore-heading" className="print:hidden">
      <h2 id="explore-heading" className="mb-4 font-display text-2xl font-semibold text-ink">
        {heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {others.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="group flex min-h-12 items-center justify-between rounded-2xl border border-line px-5 py-3 font-semibold text-ink transition-colors hover:border-moss hover:bg-paper-deep hover:text-moss"
            >
              {linkLabel(item, defaults)}
              <span
                aria-hidden="true"
                className="text-moss transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
              >
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
