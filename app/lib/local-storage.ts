type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// What the page wrote, in its own memory too, and read first: where local storage is turned off
// or full, a visitor's choice still holds until they leave the page.
const pageMemory = new Map<string, string>();

/**
 * The site's local storage, with the page's memory for where the browser turns it off (reading
 * `localStorage` then throws) or refuses a write (a full storage).
 */
export function localStorageOrMemory(): Store {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    // Turned off: the page's memory alone.
  }
  return {
    getItem: (key) => pageMemory.get(key) ?? storage?.getItem(key) ?? null,
    setItem(key, value) {
      pageMemory.set(key, value);
      try {
        storage?.setItem(key, value);
      } catch {
        // Full: kept for the page.
      }
    },
    removeItem(key) {
      pageMemory.delete(key);
      storage?.removeItem(key);
    },
  };
}
