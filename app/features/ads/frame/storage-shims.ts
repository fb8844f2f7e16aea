/**
 * In an opaque origin (a frame sandboxed without `allow-same-origin`), `document.cookie`,
 * `localStorage` and `sessionStorage` throw a SecurityError, while `navigator.cookieEnabled` still
 * says true: ad loaders that touch them fail before they draw. These stand-ins keep what the ad
 * stores in memory, for the frame's lifetime, and give it back to the same frame only.
 */

/** A `Storage` that lives in memory; its items are also readable as properties, as in browsers. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(String(key)) ?? null,
    setItem: (key, value) => void items.set(String(key), String(value)),
    removeItem: (key) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
  return new Proxy(storage, {
    get: (target, name) =>
      typeof name === "symbol" || name in target ? Reflect.get(target, name) : target.getItem(name),
    set: (target, name, value) => {
      if (typeof name === "symbol" || name in target) return false;
      target.setItem(name, String(value));
      return true;
    },
    deleteProperty: (target, name) => {
      if (typeof name !== "symbol") target.removeItem(name);
      return true;
    },
  });
}

/** Whether a `document.cookie` assignment's attributes say the cookie is already expired. */
function isExpired(attributes: readonly string[], now: number): boolean {
  return attributes.some((attribute) => {
    const [name = "", value = ""] = attribute.split("=").map((part) => part.trim());
    if (name.toLowerCase() === "max-age") return Number(value) <= 0;
    if (name.toLowerCase() === "expires") return Date.parse(value) <= now;
    return false;
  });
}

/** A `document.cookie` for one document: `name=value` pairs set by assignment, read as one string. */
function memoryCookieJar(now: () => number) {
  const cookies = new Map<string, string>();
  return {
    get: () =>
      [...cookies].map(([name, value]) => (name === "" ? value : `${name}=${value}`)).join("; "),
    set: (assignment: string) => {
      const [pair = "", ...attributes] = String(assignment).split(";");
      const separator = pair.indexOf("=");
      const name = separator === -1 ? "" : pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (isExpired(attributes, now())) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

/** Whether the frame cannot use a storage of the browser's: reading it throws, or would. */
function isDenied(frame: Window & typeof globalThis, read: () => unknown): boolean {
  if (frame.origin === "null") return true;
  try {
    read();
    return false;
  } catch {
    return true;
  }
}

/**
 * Gives the frame in-memory `document.cookie`, `localStorage` and `sessionStorage` as own
 * properties, which shadow the browser's (an accessor of `Document.prototype` and configurable
 * properties of the window), wherever the browser's would throw: in an opaque origin, and on a
 * frame origin whose storage the browser denies to third-party frames (e.g. with third-party
 * cookies blocked). Where the browser's work, the frame keeps them.
 */
export function installStorageShims(frame: Window & typeof globalThis): void {
  if (isDenied(frame, () => frame.document.cookie)) {
    const jar = memoryCookieJar(() => Date.now());
    Object.defineProperty(frame.document, "cookie", {
      configurable: true,
      get: jar.get,
      set: jar.set,
    });
  }
  for (const name of ["localStorage", "sessionStorage"] as const) {
    if (isDenied(frame, () => frame[name])) {
      Object.defineProperty(frame, name, { configurable: true, value: memoryStorage() });
    }
  }
}
