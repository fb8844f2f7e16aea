import { Icon } from "#app/ui/icon.tsx";
import { Link, NavLink } from "react-router";
import { BrandMark } from "#app/components/illustrations/brand-mark.tsx";
import { SearchTrigger } from "#app/features/search/search-trigger.tsx";
import { IdentifyLink } from "#app/features/identify/identify-link.tsx";
import type { SiteConfig } from "#app/config/site-config.ts";
import { useSettings } from "#app/config/settings.ts";
import { linkLabel } from "#app/i18n/owner-words.ts";
import { islandOf } from "#app/lib/island.ts";
import { useWords } from "#app/i18n/words.ts";

const menuId = "site-menu";

export function SiteHeader() {
  // Typed as any configuration may be: the shipped one has no shortName.
  const { name, shortName = name }: SiteConfig = useSettings();
  const { site: messages } = useWords();
  return (
    <header>
      <div className="fixed inset-x-0 top-0 z-40 hidden h-16 border-b border-line bg-paper/90 backdrop-blur md:block print:hidden">
        <div
          className="mx-auto flex h-full max-w-6xl items-center justify-between gap-8 px-8"
          data-long-brand={isLong(name)}
        >
          <BrandLink brand={name} />
          <nav aria-label={messages.mainNavigation} className="ms-auto">
            <NavLinks className="flex gap-1" />
          </nav>
          {/* The key and the search, the two ways from a find to its page, side by side. */}
          <div className="flex gap-2">
            <IdentifyLink />
            <SearchTrigger />
          </div>
        </div>
      </div>
      <div
        className="flex h-16 items-center justify-between gap-4 border-b border-line px-5 md:hidden print:hidden"
        data-long-brand={isLong(shortName)}
      >
        <BrandLink brand={shortName} />
        {/* Beside the menu button, the brand keeping the room left. */}
        <div className="ms-auto flex gap-2">
          <IdentifyLink />
          <SearchTrigger />
        </div>
        <NarrowMenu />
      </div>
    </header>
  );
}

/**
 * Whether a brand is long enough to need the header's long-brand layout (app.css): up to 40
 * characters, the schema's limit, it then takes two lines at most from 320 to 1920 px.
 */
const isLong = (brand: string) => brand.length > 20;

function BrandLink({ brand }: { brand: string }) {
  return (
    <Link
      to="/"
      className="flex min-h-11 items-center gap-2 rounded-md font-display text-xl font-bold tracking-tight text-ink"
    >
      <BrandMark className="size-8" />
      <span>{brand}</span>
    </Link>
  );
}

function NavLinks({ className }: { className: string }) {
  const { nav } = useSettings();
  const { defaults } = useWords();
  return (
    <ul className={className}>
      {nav.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            // One class (app.css): written on each of the menus' links, its utilities weighed 2.8 KB a page.
            className="nav-link"
          >
            {linkLabel(item, defaults)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The top bar is hidden below 768 px, so narrow screens get a menu button. It is a native popover:
 * it opens without JavaScript, closes on Escape or an outside click, and the browser tells screen
 * readers whether it is expanded. Its island (narrow-menu.island.ts) closes it when a link in it
 * is followed, and in browsers without the popover API (Safari before 17) loads a script that
 * does what theirs cannot.
 */
function NarrowMenu() {
  const { site: messages } = useWords();
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        className="flex min-h-11 items-center gap-2 rounded-full border border-line bg-paper-deep px-4 font-semibold text-ink hover:border-moss hover:text-moss max-[479px]:w-11 max-[479px]:justify-center max-[479px]:px-0"
      >
        <Icon>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </Icon>
        {/* Below 480 px its icon only, beside the key's and the search's, as the brand needs the room. */}
        <span className="max-[479px]:sr-only">{messages.menu}</span>
      </button>
      <nav
        id={menuId}
        popover="auto"
        aria-label={messages.mainMenu}
        className="inset-auto start-3 end-3 top-[4.25rem] m-0 w-auto rounded-2xl border border-line bg-paper p-2 text-ink shadow-xl backdrop:bg-ink/20"
        {...islandOf("narrow-menu")}
      >
        <NavLinks className="flex flex-col gap-1" />
      </nav>
    </>
  );
}
