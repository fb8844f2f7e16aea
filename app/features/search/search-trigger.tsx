import { Icon } from "#app/ui/icon.tsx";
import { islandOf } from "#app/lib/island.ts";
import { noPrefetchAttribute } from "#app/lib/prefetch.ts";
import { searchPage } from "#app/lib/page-paths.ts";
import { withBase } from "#app/lib/site-url.ts";
import { useWords } from "#app/i18n/words.ts";
import { searchShortcuts } from "./search-keys.ts";

/**
 * The header's Search: a link to the search page, which lists every page without JavaScript; with
 * it, its island (search-trigger.island.ts) opens the dialog instead, and the shortcuts too.
 */
export function SearchTrigger() {
  const { site: messages } = useWords();
  return (
    <a
      href={withBase(searchPage)}
      {...islandOf("search-trigger")}
      // The dialog opens in its place: the search page would be fetched ahead for nothing.
      {...{ [noPrefetchAttribute]: "" }}
      aria-keyshortcuts={searchShortcuts(true)}
      className="flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-paper-deep text-ink hover:border-moss hover:text-moss"
    >
      <Icon>
        <path d="M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L20 20" />
      </Icon>
      <span className="sr-only">{messages.search}</span>
    </a>
  );
}
