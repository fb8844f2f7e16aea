import { Icon } from "#app/ui/icon.tsx";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { searchPage } from "#app/lib/page-paths.ts";
import { withBase } from "#app/lib/site-url.ts";
import messages from "virtual:messages/site";
import { isSearchShortcut, typesCharacter } from "./search-keys.ts";

const loadDialog = () => import("./search-dialog.tsx");
// Offline, the chunk may not come: the search page, loaded as a page, lists every page instead,
// and nothing shows here while the browser goes there.
const SearchDialog = lazy(() =>
  loadDialog().catch(() => {
    location.assign(withBase(searchPage));
    return new Promise<never>(() => {});
  }),
);

/** The trigger on screen (the header has one per width), for focus to return to. */
const visibleTrigger = () =>
  [...document.querySelectorAll<HTMLElement>("[data-search-trigger]")].find(
    (trigger) => trigger.getClientRects().length > 0,
  ) ?? null;

/**
 * The search dialog and its shortcuts ("/" and Ctrl+K or Cmd+K), for the header: nothing of it
 * loads before the visitor first opens it. Focus returns to the trigger when it closes.
 */
export function useSearchDialog() {
  const [isOpen, setOpen] = useState(false);
  // Each opening asked for, so that one asked before React has heard of the last closing still
  // opens the dialog: the dialog's `close` event comes a task after it closed, and on a busy page
  // after a key pressed just then ("Escape" then Ctrl+K), while `isOpen` is still true. None yet:
  // the dialog's code has not been asked for.
  const [openings, setOpenings] = useState(0);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // What the visitor types while the dialog's code is on its way, for its field; null once the
  // dialog has come and taken it.
  const typedAhead = useRef<string | null>("");

  const readTypedAhead = useCallback(() => typedAhead.current ?? "", []);
  // The same function on every render: the dialog takes it once, as it comes.
  const takeTypedAhead = useCallback(() => {
    const typed = readTypedAhead();
    typedAhead.current = null;
    return typed;
  }, [readTypedAhead]);

  // The same function on every render: the shortcuts' listener calls it too.
  const open = useCallback((trigger: HTMLElement | null) => {
    returnFocusTo.current = trigger;
    setOpen(true);
    setOpenings((count) => count + 1);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isOpen && typedAhead.current !== null && typesCharacter(event)) {
        event.preventDefault();
        typedAhead.current += event.key;
      } else if (isSearchShortcut(event)) {
        event.preventDefault();
        open(visibleTrigger());
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, open]);

  const dialog = openings > 0 && (
    <Suspense>
      <SearchDialog
        opening={isOpen ? openings : 0}
        typedAhead={readTypedAhead}
        takeTypedAhead={takeTypedAhead}
        onClose={(returnFocus) => {
          setOpen(false);
          if (returnFocus) returnFocusTo.current?.focus();
        }}
      />
    </Suspense>
  );
  return { open, dialog };
}

/**
 * The header's Search: a link to the search page, which lists every page without JavaScript; with
 * it, a click opens the dialog (a click with a modifier key still opens the page, in a new tab or
 * window). Hovering or focusing it fetches the dialog's code, not the search's.
 */
export function SearchTrigger({ onOpen }: { onOpen: (trigger: HTMLElement) => void }) {
  return (
    <a
      href={withBase(searchPage)}
      data-search-trigger
      aria-keyshortcuts="/ Control+K Meta+K"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        onOpen(event.currentTarget);
      }}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      className="flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-paper-deep text-ink hover:border-moss hover:text-moss"
    >
      <Icon>
        <path d="M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L20 20" />
      </Icon>
      <span className="sr-only">{messages.search}</span>
    </a>
  );
}
