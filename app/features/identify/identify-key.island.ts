import type { Island } from "#app/lib/island.ts";
import { applySiteStylesheet } from "#app/lib/site-stylesheet.ts";
import { loadKeySpecies } from "./load-key-species.ts";

// The key's results with it, which it would otherwise ask for only once hydrated: one round trip
// fewer between the first tick and its answer.
const loadKey = () =>
  Promise.all([import("./identify-key.client.tsx"), import("./key-ranked.tsx")]).then(
    ([client]) => client,
  );

/**
 * The key on /identify and its later pages (identify-key.tsx): its choices are in the page, and
 * its code, React's with it, comes with the species file once the visitor opens a group of
 * choices (a sign they mean to tick, which leaves the code time to come while they read) or
 * ticks a box. An address that holds choices (a shared result, Back to one) starts it at once.
 */
export default {
  mount([key]) {
    if (!key) return;
    const list = key.querySelector<HTMLElement>("[data-key-list]");
    const loadFailed = key.querySelector<HTMLElement>("[data-key-load-failed]");
    let started = false;
    let failed = false;
    // Applies the whole stylesheet before anything of the key changes: the list's busy state and
    // the key's own render are styled by rules the page's own may lack (ADR 041).
    const start = () => {
      if (started) return;
      started = true;
      applySiteStylesheet();
      void loadKeySpecies().catch(() => undefined);
      loadKey().then(
        (module) => module.startKey(key),
        // Offline without a saved atlas, or on a broken connection: the list stays as it was.
        // A module that failed stays failed for the document, so the words ask for a reload.
        () => {
          failed = true;
          list?.removeAttribute("aria-busy");
          if (loadFailed) loadFailed.hidden = false;
        },
      );
    };
    // A choice applies once the key is here, as it does once the species file is.
    const choose = () => {
      start();
      if (!failed) list?.setAttribute("aria-busy", "true");
    };
    // A choice of the address is one of the page's boxes: the key's code, which reads the address
    // for itself, is not needed to tell.
    const search = new URLSearchParams(location.search);
    const boxes = key.querySelectorAll<HTMLInputElement>("input[type=checkbox]");
    if ([...boxes].some((box) => search.getAll(box.name).includes(box.value))) {
      choose();
      return;
    }
    // A group's toggle does not bubble: it is heard on its way down.
    key.addEventListener("toggle", start, { capture: true });
    key.addEventListener("change", choose, { once: true });
  },
} satisfies Island;
