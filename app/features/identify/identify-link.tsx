import { NavLink } from "react-router";
import { Icon } from "#app/ui/icon.tsx";
import { identifyPage } from "#app/lib/page-paths.ts";
import { useWords } from "#app/i18n/words.ts";

/**
 * "Identify a find": the key one tap away, beside the header's search (issue 64). A mushroom with
 * a magnifier's rim on a phone, where the header has no room for words; its words from 1280 px.
 */
export function IdentifyLink() {
  const { keyLink: linkMessages } = useWords();
  return (
    <NavLink
      to={identifyPage}
      className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border border-line bg-paper-deep px-2.5 font-semibold text-ink hover:border-moss hover:text-moss aria-[current=page]:border-moss aria-[current=page]:text-moss xl:px-4"
    >
      <Icon>
        <path d="M3 12a9 7 0 0 1 18 0zM9.5 12v6.5a2.5 2.5 0 0 0 5 0V12" />
      </Icon>
      <span className="sr-only xl:not-sr-only">{linkMessages.identifyAction}</span>
    </NavLink>
  );
}
