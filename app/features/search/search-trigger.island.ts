import type { Island } from "#app/lib/island.ts";
import { searchPage } from "#app/lib/page-paths.ts";
import { withBase } from "#app/lib/site-url.ts";
import { isSearchShortcut, searchShortcuts, slashKeyOn, typesCharacter } from "./search-keys.ts";

const loadDialog = () => import("./search-dialog.client.tsx");

/**
 * The header's Search triggers (search-trigger.tsx) open the search dialog, and so do "/" (unless
 * the visitor turned it off) and Ctrl+K or Cmd+K: nothing of the dialog loads before the visitor
 * hovers, focuses or uses one. A click with a modifier key still opens the search page, in a new
 * tab or window.
 */
export default {
  mount(triggers) {
    // What the visitor types while the dialog's code is on its way, for its field; undefined
    // while none is.
    let typedAhead: string | undefined;

    const open = (trigger: HTMLElement) => {
      if (typedAhead !== undefined) return;
      typedAhead = "";
      loadDialog().then(
        (dialog) => {
          const typed = typedAhead ?? "";
          typedAhead = undefined;
          dialog.openSearchDialog(trigger, typed);
        },
        // Offline, the chunk may not come: the search page, loaded as a page, lists every page.
        () => location.assign(withBase(searchPage)),
      );
    };

    // The header has one per width: focus returns to the one on screen.
    const visibleTrigger = () =>
      triggers.find((trigger) => trigger.getClientRects().length > 0) ?? triggers[0];

    // Rendered with "/", which the visitor may have turned off on an earlier page.
    const shortcuts = searchShortcuts(slashKeyOn());
    for (const trigger of triggers) {
      trigger.setAttribute("aria-keyshortcuts", shortcuts);
      trigger.addEventListener("click", (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        open(trigger);
      });
      // Its code only, not the search's: the index waits for the dialog to open.
      const preload = () => void loadDialog().catch(() => undefined);
      trigger.addEventListener("pointerenter", preload);
      trigger.addEventListener("focus", preload);
    }

    document.addEventListener("keydown", (event) => {
      if (typedAhead !== undefined && typesCharacter(event)) {
        event.preventDefault();
        typedAhead += event.key;
      } else if (isSearchShortcut(event)) {
        event.preventDefault();
        const trigger = visibleTrigger();
        if (trigger) open(trigger);
      }
    });
  },
} satisfies Island;
