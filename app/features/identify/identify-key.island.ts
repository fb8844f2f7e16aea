import type { Island } from "#app/lib/island.ts";
import { parseKeyState } from "./key.ts";
import { loadKeySpecies } from "./load-key-species.ts";

const loadKey = () => import("./identify-key.client.tsx");

/**
 * The key on /identify and its later pages (identify-key.tsx): its choices are in the page, and
 * its code, React's with it, comes on the first tick, with the species file. An address that
 * holds choices (a shared result, Back to one) starts it at once.
 */
export default {
  mount([key]) {
    if (!key) return;
    const list = key.querySelector<HTMLElement>("[data-key-list]");
    const loadFailed = key.querySelector<HTMLElement>("[data-key-load-failed]");
    const start = () => {
      // The choices apply once the key is here, as they do once the species file is.
      list?.setAttribute("aria-busy", "true");
      void loadKeySpecies().catch(() => undefined);
      loadKey().then(
        (module) => module.startKey(key),
        // Offline without a saved atlas, or on a broken connection: the list stays as it was.
        // A module that failed stays failed for the document, so the words ask for a reload.
        () => {
          list?.removeAttribute("aria-busy");
          if (loadFailed) loadFailed.hidden = false;
        },
      );
    };
    const chosen = parseKeyState(new URLSearchParams(location.search));
    if (Object.keys(chosen).length > 0) start();
    else key.addEventListener("change", start, { once: true });
  },
} satisfies Island;
