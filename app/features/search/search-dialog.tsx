import { useEffect, useId, useRef, useState } from "react";
import messages from "virtual:messages/search";
import { SearchPanel } from "./search-panel.tsx";

interface SearchDialogProps {
  /**
   * Which opening asked for this is, counted from 1; 0 asks it to close. A new one shows the
   * dialog if it is closed, even where the last one was never told of its closing.
   */
  opening: number;
  /** What has been typed while the dialog was coming, for its first render. */
  typedAhead: () => string;
  /** All that was typed before the dialog came, its first query; typing then goes to its field. */
  takeTypedAhead: () => string;
  /** After it closed: `returnFocus` is false when a result was opened (the new page takes focus). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The search in a modal dialog, over the page: the browser keeps focus inside it, and Escape
 * closes it. It fills the screen on phones. Loaded when the visitor first opens the search, and
 * kept with its words once closed.
 */
export default function SearchDialog({
  opening,
  typedAhead,
  takeTypedAhead,
  onClose,
}: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const openedResult = useRef(false);
  // Read while rendering, taken once on screen: React may start a render again and discard the
  // first, and keys pressed before the commit still belong to the query.
  const [query, setQuery] = useState(typedAhead);
  const carryOnTyping = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const typed = takeTypedAhead();
    carryOnTyping.current = typed !== "";
    // oxlint-disable-next-line react/set-state-in-effect -- the keys pressed before this commit
    setQuery(typed);
  }, [takeTypedAhead]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opening > 0 && !element.open) {
      openedResult.current = false;
      element.showModal();
      const field = input.current;
      field?.focus();
      // A query from an earlier opening is replaced by typing; one typed while the dialog came is
      // carried on.
      if (!carryOnTyping.current) field?.select();
      else field?.setSelectionRange(field.value.length, field.value.length);
      carryOnTyping.current = false;
    } else if (opening === 0 && element.open) {
      element.close();
    }
  }, [opening]);

  const openResult = () => {
    openedResult.current = true;
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        // The event comes a task after the closing: the dialog may have been opened again since.
        if (!dialog.current?.open) onClose(!openedResult.current);
      }}
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
          inputRef={input}
          onOpenResult={openResult}
        />
      </div>
    </dialog>
  );
}
