import { islandAttribute } from "#app/lib/island.ts";
import { localStorageOrMemory } from "#app/lib/local-storage.ts";
import { searchShortcuts, slashKeyStorageKey } from "./search-keys.ts";

/**
 * Turns "/" on or off, for this page's triggers and the next pages': the search dialog's
 * checkbox, apart from the keys every page runs (search-keys.ts), as only the dialog needs it.
 */
export function setSlashKey(on: boolean) {
  if (on) localStorageOrMemory().removeItem(slashKeyStorageKey);
  else localStorageOrMemory().setItem(slashKeyStorageKey, "off");
  for (const trigger of document.querySelectorAll(`[${islandAttribute}="search-trigger"]`))
    trigger.setAttribute("aria-keyshortcuts", searchShortcuts(on));
}
