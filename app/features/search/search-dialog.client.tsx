import { createRef, type RefObject, useId, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { useWords, WordsProvider } from "#app/i18n/words.ts";
import { applySiteStylesheet } from "#app/lib/site-stylesheet.ts";
import drawings from "virtual:messages/drawings";
import identify from "virtual:messages/identify";
import morphology from "virtual:messages/morphology";
import search from "virtual:messages/search";
import searchNames from "virtual:messages/searchNames";
import species from "virtual:messages/species";
import { slashKeyOn } from "./search-keys.ts";
import { setSlashKey } from "./slash-key-choice.ts";
import { SearchPanel } from "./search-panel.tsx";

interface SearchDialogProps {
  /** What was typed while the dialog's code was coming: its first query. */
  firstQuery: string;
  /** The page's language (its `lang`, the owner's setting), for the count of results. */
  language: string;
  dialog: RefObject<HTMLDialogElement | null>;
  field: RefObject<HTMLInputElement | null>;
  onOpenResult: () => void;
  onClose: () => void;
}

/**
 * The search in a modal dialog, over the page: the browser keeps focus inside it, and Escape
 * closes it. It fills the screen on phones.
 */
function SearchDialog({
  firstQuery,
  language,
  dialog,
  field,
  onOpenResult,
  onClose,
}: SearchDialogProps) {
  const { search: messages } = useWords();
  const [query, setQuery] = useState(firstQuery);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // At once, from anywhere in it: Firefox and Safari would have the first Escape in the field
      // only clear its words.
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        dialog.current?.close();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none border border-line bg-paper p-0 text-ink backdrop:bg-ink/40 open:flex sm:mx-auto sm:mt-[8vh] sm:h-auto sm:max-h-[84vh] sm:max-w-2xl sm:rounded-3xl"
    >
      <div className="flex min-h-0 w-full flex-col gap-4 p-5">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="font-display text-2xl font-semibold">
            {messages.title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="flex min-h-11 items-center rounded-full border border-line bg-paper-deep px-4 font-semibold text-ink hover:border-moss hover:text-moss"
          >
            {messages.close}
          </button>
        </div>
        <SearchPanel
          query={query}
          onQueryChange={setQuery}
          language={language}
          inputRef={field}
          onOpenResult={onOpenResult}
        />
        {/* Where "/" brings the visitor who pressed it by mistake: WCAG 2.1.4's way to turn off a
            shortcut of one character. */}
        <label className="flex min-h-11 items-center gap-3 text-ink-muted">
          <input
            type="checkbox"
            defaultChecked={slashKeyOn()}
            onChange={(event) => setSlashKey(event.target.checked)}
            className="size-5 shrink-0 accent-moss"
          />
          {messages.slashKey}
        </label>
      </div>
    </dialog>
  );
}

const dialog = createRef<HTMLDialogElement>();
const field = createRef<HTMLInputElement>();
let returnFocusTo: HTMLElement | undefined;
let openedResult = false;

const onClose = () => {
  // The event comes a task after the closing: the dialog may have been opened again since. A
  // result opened leaves focus to the page it loads.
  if (!dialog.current?.open && !openedResult) returnFocusTo?.focus({ preventScroll: true });
};

const onOpenResult = () => {
  openedResult = true;
  dialog.current?.close();
};

/**
 * Opens the search dialog from a trigger of the header (app/features/search/search-trigger.island.ts),
 * where it renders the first time, with what was typed while its code came: loaded on first use,
 * it brings React for itself, and is kept with its words once closed. Focus returns to where it
 * was when it closes. Its tree is given only the namespaces of words it shows (ADR 037): the search's
 * own, and those of the filters' values and of the results' drawings and edibility badges.
 */
export function openSearchDialog(trigger: HTMLElement, typedAhead: string) {
  if (!dialog.current) {
    applySiteStylesheet();
    const container = document.createElement("div");
    (trigger.closest("header") ?? document.body).append(container);
    // At once, so that the field is there for the next key pressed.
    flushSync(() =>
      createRoot(container).render(
        <WordsProvider value={{ drawings, identify, morphology, search, searchNames, species }}>
          <SearchDialog
            firstQuery={typedAhead}
            language={document.documentElement.lang}
            dialog={dialog}
            field={field}
            onOpenResult={onOpenResult}
            onClose={onClose}
          />
        </WordsProvider>,
      ),
    );
  }
  const element = dialog.current;
  if (!element || element.open) return;
  // Back where the visitor was: what had the focus as a shortcut was pressed, else the trigger,
  // the page staying where it is. Opened again at once after a closing, while the focus is still
  // in the dialog (until the browser's next frame moves it out), where the closing would have
  // sent it.
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement && element.contains(focused))) {
    returnFocusTo = focused instanceof HTMLElement && focused !== document.body ? focused : trigger;
  }
  openedResult = false;
  element.showModal();
  const input = field.current;
  input?.focus();
  // A query from an earlier opening is replaced by typing; one typed while the dialog came is
  // carried on.
  if (typedAhead === "") input?.select();
  else input?.setSelectionRange(input.value.length, input.value.length);
}
