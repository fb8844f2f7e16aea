type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// Where the browser turns local storage off, the page's own memory: a visitor's choice then holds
// until they leave the page.
const pageMemory = new Map<string, string>();
const pageStore: Store = {
  getItem: (key) => pageMemory.get(key) ?? null,
  setItem: (key, value) => void pageMemory.set(key, value),
  removeItem: (key) => void pageMemory.delete(key),
};

/**
 * The site's local storage, or the page's memory where the browser turns it off (reading
 * `localStorage` then throws).
 */
export function localStorageOrMemory(): Store {
  try {
    return window.localStorage;
  } catch {
    return pageStore;
  }
}
